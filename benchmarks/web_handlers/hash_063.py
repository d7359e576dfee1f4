import hashlib
import json

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
        digest = hashlib.md5(password.encode()).hexdigest()
        USERS["new-user"] = digest
        return JsonResponse({"registered": True})


urlpatterns = [path("register/", RegisterView.as_view())]
