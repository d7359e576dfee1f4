import secrets
import string

from django.http import JsonResponse
from django.urls import path

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def invite(request):
    """Invite."""
    email = param(request, "email")
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return JsonResponse({"invited": email})


urlpatterns = [path("invite/", invite)]
