import random

from django.http import JsonResponse
from django.urls import path
from django.views import View

PRODUCTS = [{"name": "pen", "category": "office"}, {"name": "mug", "category": "kitchen"}]


class FeaturedView(View):
    def get(self, request):
        """Featured."""
        category = request.GET.get("category", "")
        pool = [p for p in PRODUCTS if category in ("all", p["category"])]
        return JsonResponse({"featured": random.sample(pool, min(3, len(pool)))})


urlpatterns = [path("featured/", FeaturedView.as_view())]
