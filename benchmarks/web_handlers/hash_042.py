import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

SECRET_KEY = os.environ["LINK_SECRET"]


def sign_link(request):
    """Sign link."""
    path = request.META.get("HTTP_X_PATH", "")
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/", sign_link)]
