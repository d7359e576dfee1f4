import hashlib
import hmac

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden


def webhook(request):
    secret = settings.WEBHOOK_SECRET.encode()
    expected = hashlib.sha1(secret + request.body).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("X-Signature", "")):
        return HttpResponseForbidden()
    return HttpResponse("accepted")
