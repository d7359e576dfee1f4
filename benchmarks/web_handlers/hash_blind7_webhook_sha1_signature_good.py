import hashlib
import hmac

from django.conf import settings
from django.http import HttpResponse, HttpResponseForbidden


def webhook(request):
    secret = settings.WEBHOOK_SECRET.encode()
    expected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, request.headers.get("X-Signature", "")):
        return HttpResponseForbidden()
    return HttpResponse("accepted")
