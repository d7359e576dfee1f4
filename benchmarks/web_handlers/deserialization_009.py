import os
import pickle

from django.http import JsonResponse
from django.urls import path

CACHE_DIR = "/var/cache/reports"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def warm_cache(request, report):
    """Warm cache."""
    report = value_or_default(report, "daily", use_request=False)
    with open(os.path.join(CACHE_DIR, "snapshot.pkl"), "rb") as handle:
        snapshot = pickle.load(handle)
    snapshot.update(pickle.loads(bytes.fromhex(report)))
    return JsonResponse({"reports": sorted(snapshot)})


urlpatterns = [path("warm-cache/<str:report>/", warm_cache)]
