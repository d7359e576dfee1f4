import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@require_http_methods(["POST"])
def verify_upload(request):
    """Verify upload."""
    content = request.POST.get("content", "")
    digest = hashlib.md5(content.encode()).hexdigest()
    return JsonResponse({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})


urlpatterns = [path("verify-upload/", verify_upload)]
