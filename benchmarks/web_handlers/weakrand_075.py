import random
import string

from django.http import JsonResponse
from django.urls import path
from django.views import View

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


class TemporaryPasswordView(View):
    def post(self, request):
        """Temporary password."""
        user = request.POST.get("user", "")
        user = user or ""
        rng = random.SystemRandom()
        password = "".join(rng.choice(ALPHABET) for _ in range(16))
        TEMPORARY[user] = password
        return JsonResponse({"password": password})


urlpatterns = [path("temporary-password/", TemporaryPasswordView.as_view())]
