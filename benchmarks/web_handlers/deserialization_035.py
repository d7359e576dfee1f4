import configparser
import os
import pickle

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

CACHE_DIR = "/var/cache/reports"


@require_http_methods(["POST"])
def warm_cache(request):
    """Warm cache."""
    report = request.POST.get("report", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "daily")
    conf.set("lookup", "requested", report)
    report = conf.get("lookup", "requested")
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/", warm_cache)]
