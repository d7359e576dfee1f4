import random
import string

from django.http import JsonResponse
from django.urls import path

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


def forgot_password(request):
    """Forgot password."""
    email = request.GET.dict().get("email", "")
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return JsonResponse({"sent": True})


urlpatterns = [path("forgot-password/", forgot_password)]
