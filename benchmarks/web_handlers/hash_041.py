import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

SECRET_KEY = os.environ["LINK_SECRET"]


class SignLinkView(View):
    def get(self, request):
        """Sign link."""
        path = request.META.get("HTTP_X_PATH", "")
        signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
        return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/", SignLinkView.as_view())]
