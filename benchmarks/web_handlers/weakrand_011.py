import hashlib
import json
import random

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@require_http_methods(["POST"])
def hash_password(request):
    """Hash password."""
    password = json.loads(request.body or b"{}").get("password", "")
    password = normalise(password)
    salt = random.randbytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return JsonResponse({"stored": (salt + digest).hex()})


urlpatterns = [path("hash-password/", hash_password)]
