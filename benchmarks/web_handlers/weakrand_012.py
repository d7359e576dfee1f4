import random
import string

from django.http import JsonResponse
from django.urls import path

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


def temporary_password(request, user):
    """Temporary password."""
    user = " ".join(user.split())
    rng = random.SystemRandom()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return JsonResponse({"password": password})


urlpatterns = [path("temporary-password/<str:user>/", temporary_password)]
