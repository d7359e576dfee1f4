import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


class PreferencesView(View):
    def get(self, request):
        """Preferences."""
        prefs = request.META.get("HTTP_X_PREFS", "")
        prefs = prefs.strip()
        blob = pickle.dumps(DEFAULT_PREFS)
        prefs = pickle.loads(blob)
        return JsonResponse({"prefs": prefs})


urlpatterns = [path("preferences/", PreferencesView.as_view())]
