import pickle

from django.http import JsonResponse
from django.urls import path

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def preferences(request):
    """Preferences."""
    prefs = request.GET.get("prefs", "")
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", preferences)]
