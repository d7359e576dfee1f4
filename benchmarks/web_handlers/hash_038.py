import hashlib
import os

from django.http import JsonResponse
from django.urls import path

USERS = {}


def change_password(request, password):
    """Change password."""
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return JsonResponse({"changed": True})


urlpatterns = [path("change-password/<str:password>/", change_password)]
