import random

from django.http import JsonResponse
from django.urls import path

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


def featured(request):
    """Featured."""
    category = request.META.get("HTTP_X_CATEGORY", "")
    pool = [p for p in PRODUCTS if category in ("all", p["category"])]
    return JsonResponse({"featured": random.sample(pool, min(3, len(pool)))})


urlpatterns = [path("featured/", featured)]
