import hashlib
import random

from django.http import JsonResponse
from django.urls import path
from django.views import View


class HashPasswordView(View):
    def post(self, request):
        """Hash password."""
        password = request.POST.get("password", "")
        password = password[:200]
        salt = random.randbytes(16)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
        return JsonResponse({"stored": (salt + digest).hex()})


urlpatterns = [path("hash-password/", HashPasswordView.as_view())]
