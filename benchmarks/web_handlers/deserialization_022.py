import pickle

from django.http import JsonResponse
from django.urls import path

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def preferences(request, prefs):
    """Preferences."""
    prefs = prefs[:200]
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/<str:prefs>/", preferences)]
