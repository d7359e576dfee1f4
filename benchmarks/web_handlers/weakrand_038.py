import random
import string

from django.http import JsonResponse
from django.urls import path
from django.views import View

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


class TemporaryPasswordView(View):
    def get(self, request):
        """Temporary password."""
        user = request.META.get("HTTP_X_USER", "")
        rng = random.SystemRandom()
        password = "".join(rng.choice(ALPHABET) for _ in range(16))
        TEMPORARY[user] = password
        return JsonResponse({"password": password})


urlpatterns = [path("temporary-password/", TemporaryPasswordView.as_view())]
