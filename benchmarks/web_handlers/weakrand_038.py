import json
import random

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def simulate(request):
    """Simulate."""
    rounds = json.loads(request.body or b"{}").get("rounds", "")
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return JsonResponse({"wins": wins})


urlpatterns = [path("simulate/", simulate)]
