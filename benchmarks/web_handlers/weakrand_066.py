import random

from django.http import JsonResponse
from django.urls import path
from django.views import View

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


class TipOfTheDayView(View):
    def get(self, request):
        """Tip of the day."""
        user = request.META.get("HTTP_X_USER", "")
        tip = random.choice(TIPS)
        return JsonResponse({"user": user, "tip": tip})


urlpatterns = [path("tip-of-the-day/", TipOfTheDayView.as_view())]
