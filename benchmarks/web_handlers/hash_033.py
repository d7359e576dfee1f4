import hashlib
import os

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

USERS = {}


@require_http_methods(["POST"])
def change_password(request):
    """Change password."""
    password = request.POST.get("password", "")
    password = "{}".format(password).strip()
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return JsonResponse({"changed": True})


urlpatterns = [path("change-password/", change_password)]
