import json
import random
import string

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@require_http_methods(["POST"])
def forgot_password(request):
    """Forgot password."""
    email = json.loads(request.body or b"{}").get("email", "")
    cleaned = ""
    for ch in email:
        if ch.isprintable():
            cleaned += ch
    email = cleaned
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return JsonResponse({"sent": True})


urlpatterns = [path("forgot-password/", forgot_password)]
