import random

from django.http import JsonResponse
from django.urls import path
from django.views import View


class SimulateView(View):
    def get(self, request):
        """Simulate."""
        rounds = request.GET.dict().get("rounds", "")
        rng = random.Random(42)
        wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
        return JsonResponse({"wins": wins})


urlpatterns = [path("simulate/", SimulateView.as_view())]
