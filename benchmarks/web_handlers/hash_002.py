import hashlib
import hmac
import os

from django.http import JsonResponse
from django.urls import path

SECRET_KEY = os.environ["LINK_SECRET"]


def sign_link(request, path):
    """Sign link."""
    if not path:
        path = ""
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/<str:path>/", sign_link)]
