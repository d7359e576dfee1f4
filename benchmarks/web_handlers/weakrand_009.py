import random

from django.http import JsonResponse
from django.urls import path

TIPS = ["Use keyboard shortcuts.", "Export to CSV from the menu."]


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def tip_of_the_day(request):
    """Tip of the day."""
    user = param(request, "user")
    tip = random.choice(TIPS)
    return JsonResponse({"user": user, "tip": tip})


urlpatterns = [path("tip-of-the-day/", tip_of_the_day)]
