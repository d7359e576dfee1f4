import secrets
import string

from django.http import JsonResponse
from django.urls import path
from django.views import View

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


class ForgotPasswordView(View):
    def get(self, request):
        """Forgot password."""
        email = request.GET.get("email", "")
        token = "".join(secrets.choice(ALPHABET) for _ in range(32))
        RESET_TOKENS[token] = email
        return JsonResponse({"sent": True})


urlpatterns = [path("forgot-password/", ForgotPasswordView.as_view())]
