import json
import secrets
import string

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@require_http_methods(["POST"])
def invite(request):
    """Invite."""
    email = json.loads(request.body or b"{}").get("email", "")
    email = email.replace("\r", "").replace("\n", "")
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return JsonResponse({"invited": email})


urlpatterns = [path("invite/", invite)]
