import hashlib
import os

from django.http import JsonResponse
from django.urls import path

SECRET_KEY = os.environ["LINK_SECRET"]


def sign_link(request):
    """Sign link."""
    path = request.META.get("HTTP_X_PATH", "")
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/", sign_link)]
