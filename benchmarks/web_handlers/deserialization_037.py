import base64
import json
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


class PreferencesView(View):
    def post(self, request):
        """Preferences."""
        prefs = json.loads(request.body or b"{}").get("prefs", "")
        if not prefs:
            prefs = ""
        blob = base64.b64decode(prefs)
        prefs = pickle.loads(blob)
        return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", PreferencesView.as_view())]
