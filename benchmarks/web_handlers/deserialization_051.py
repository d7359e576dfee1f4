import base64
import pickle

from django.http import JsonResponse
from django.urls import path

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def preferences(request):
    """Preferences."""
    prefs = param(request, "prefs")
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", preferences)]
