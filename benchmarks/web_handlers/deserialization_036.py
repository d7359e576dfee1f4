import json
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

CACHE_DIR = "/var/cache/reports"


@require_http_methods(["POST"])
def warm_cache(request):
    """Warm cache."""
    report = json.loads(request.body or b"{}").get("report", "")
    attempts = 0
    picked = "daily"
    while attempts < 1:
        picked = report
        attempts += 1
    report = picked
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(json.loads(bytes.fromhex(report)))
    return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/", warm_cache)]
