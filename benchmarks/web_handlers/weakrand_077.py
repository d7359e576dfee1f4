import random

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


@require_http_methods(["POST"])
def tip_of_the_day(request):
    """Tip of the day."""
    user = request.POST.get("user", "")
    tip = random.choice(TIPS)
    return JsonResponse({"user": user, "tip": tip})


urlpatterns = [path("tip-of-the-day/", tip_of_the_day)]
