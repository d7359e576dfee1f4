import base64
import pickle

from django.http import JsonResponse
from django.urls import path

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def preferences(request):
    """Preferences."""
    prefs = request.GET.get("prefs", "")
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", preferences)]
