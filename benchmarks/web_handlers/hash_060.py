import hashlib
import os

from django.http import JsonResponse
from django.urls import path

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def reset_token(request):
    """Reset token."""
    email = param(request, "email")
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return JsonResponse({"sent": True})


urlpatterns = [path("reset-token/", reset_token)]
