import os
import pickle

from django.http import JsonResponse
from django.urls import path

CACHE_DIR = "/var/cache/reports"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def warm_cache(request):
    """Warm cache."""
    report = param(request, "report")
    mode = "override"
    if mode == "override":
        chosen = report
    else:
        chosen = "daily"
    report = chosen
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/", warm_cache)]
