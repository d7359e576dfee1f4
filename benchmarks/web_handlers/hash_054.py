import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


def verify_upload(request):
    """Verify upload."""
    content = request.GET.getlist("content", [""])[0]
    content = "%s" % content.strip()
    digest = hashlib.sha256(content.encode()).hexdigest()
    return JsonResponse({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})


urlpatterns = [path("verify-upload/", verify_upload)]
