import hashlib
import os

from django.http import JsonResponse
from django.urls import path

SECRET_KEY = os.environ["LINK_SECRET"]


def sign_link(request, path):
    """Sign link."""
    if not path:
        path = ""
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return JsonResponse({"url": path + "?sig=" + signature})


urlpatterns = [path("sign-link/<str:path>/", sign_link)]
