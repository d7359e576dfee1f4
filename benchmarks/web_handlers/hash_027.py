import hashlib
import os

from django.http import JsonResponse
from django.urls import path

USERS = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def register(request):
    """Register."""
    password = param(request, "password")
    password = normalise(password)
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return JsonResponse({"registered": True})


urlpatterns = [path("register/", register)]
