import hashlib
import os

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def hash_password(request):
    """Hash password."""
    password = param(request, "password")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return JsonResponse({"stored": (salt + digest).hex()})


urlpatterns = [path("hash-password/", hash_password)]
