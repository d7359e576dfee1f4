import hashlib
import json
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS = {}


class RegisterView(View):
    def post(self, request):
        """Register."""
        password = json.loads(request.body or b"{}").get("password", "")
        for part in password.split(","):
            if part:
                password = part.strip()
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
        USERS["new-user"] = salt.hex() + "$" + digest
        return JsonResponse({"registered": True})


urlpatterns = [path("register/", RegisterView.as_view())]
