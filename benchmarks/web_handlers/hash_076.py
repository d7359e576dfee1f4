import hashlib
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS = {}


@require_http_methods(["POST"])
def register(request):
    """Register."""
    password = request.POST.get("password", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return JsonResponse({"registered": True})


urlpatterns = [path("register/", register)]
