import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views import View

CACHE_DIR = "/var/cache/reports"


class WarmCacheView(View):
    def get(self, request):
        """Warm cache."""
        report = request.COOKIES.get("report", "")
        requested, fallback = report, "daily"
        report = requested or fallback
        with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
            snapshot = pickle.load(handle)
        snapshot.update(pickle.loads(bytes.fromhex(report)))
        return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/", WarmCacheView.as_view())]
