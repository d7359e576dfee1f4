import base64
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@require_http_methods(["POST"])
def preferences(request):
    """Preferences."""
    prefs = request.POST.get("prefs", "")
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", preferences)]
