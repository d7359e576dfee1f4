import hashlib
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

SECRET_KEY = os.environ["LINK_SECRET"]


class SignLinkView(View):
    def get(self, request):
        """Sign link."""
        path = request.META.get("HTTP_X_PATH", "")
        signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
        return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/", SignLinkView.as_view())]
