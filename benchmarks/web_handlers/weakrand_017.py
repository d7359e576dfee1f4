import secrets
import string

from django.http import JsonResponse
from django.urls import path

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


def invite(request, email):
    """Invite."""
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return JsonResponse({"invited": email})


urlpatterns = [path("invite/<str:email>/", invite)]
