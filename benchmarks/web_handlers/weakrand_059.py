import random
import string

from django.http import JsonResponse
from django.urls import path

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def forgot_password(request):
    """Forgot password."""
    email = param(request, "email")
    for part in email.split(","):
        if part:
            email = part.strip()
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return JsonResponse({"sent": True})


urlpatterns = [path("forgot-password/", forgot_password)]
