import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


class VerifyUploadView(View):
    def get(self, request):
        """Verify upload."""
        content = request.GET.getlist("content", [""])[0]
        content = content[:200]
        digest = hashlib.sha256(content.encode()).hexdigest()
        return JsonResponse({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})


urlpatterns = [path("verify-upload/", VerifyUploadView.as_view())]
