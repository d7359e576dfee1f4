import random

from django.http import JsonResponse
from django.urls import path


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def simulate(request):
    """Simulate."""
    rounds = param(request, "rounds")
    rng = random.Random(42)
    wins = sum(rng.random() < 0.5 for _ in range(min(int(rounds or 0), 10_000)))
    return JsonResponse({"wins": wins})


urlpatterns = [path("simulate/", simulate)]
