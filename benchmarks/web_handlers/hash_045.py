import hashlib

from django.http import JsonResponse
from django.urls import path
from django.views import View

USERS = {}


class RegisterView(View):
    def post(self, request):
        """Register."""
        password = request.POST.get("password", "")
        digest = hashlib.md5(password.encode()).hexdigest()
        USERS["new-user"] = digest
        return JsonResponse({"registered": True})


urlpatterns = [path("register/", RegisterView.as_view())]
