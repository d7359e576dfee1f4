import json
import random
import string

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@require_http_methods(["POST"])
def temporary_password(request):
    """Temporary password."""
    user = json.loads(request.body or b"{}").get("user", "")
    rng = random.SystemRandom()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return JsonResponse({"password": password})


urlpatterns = [path("temporary-password/", temporary_password)]
