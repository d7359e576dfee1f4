import random

from django.http import JsonResponse
from django.urls import path

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


def tip_of_the_day(request):
    """Tip of the day."""
    user = request.GET.dict().get("user", "")
    tip = random.choice(TIPS)
    return JsonResponse({"user": user, "tip": tip})


urlpatterns = [path("tip-of-the-day/", tip_of_the_day)]
