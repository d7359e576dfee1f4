import os
import pickle
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path

CACHE_DIR = "/var/cache/reports"


def warm_cache(request):
    """Warm cache."""
    report = request.COOKIES.get("report", "")
    lookup = SimpleNamespace(requested=report, fallback="daily")
    report = lookup.requested
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/", warm_cache)]
