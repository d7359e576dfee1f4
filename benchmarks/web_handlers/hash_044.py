import hashlib

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS = {}


class ChangePasswordView(View):
    def post(self, request):
        """Change password."""
        password = request.POST.get("password", "")
        USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
        return JsonResponse({"changed": True})


urlpatterns = [path("change-password/", ChangePasswordView.as_view())]
