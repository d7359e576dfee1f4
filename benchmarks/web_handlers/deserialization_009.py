import json
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@require_http_methods(["POST"])
def preferences(request):
    """Preferences."""
    prefs = json.loads(request.body or b"{}").get("prefs", "")
    prefs = "%s" % prefs.strip()
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", preferences)]
