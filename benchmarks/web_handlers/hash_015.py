import hashlib
import os

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS = {}


class ChangePasswordView(View):
    def post(self, request):
        """Change password."""
        password = request.POST.get("password", "")
        salt = os.urandom(16)
        USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
        return JsonResponse({"changed": True})


urlpatterns = [path("change-password/", ChangePasswordView.as_view())]
