import hashlib

from django.http import JsonResponse
from django.urls import path

SEARCH_CACHE = {}


def cached_search(request, query):
    """Cached search."""
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return JsonResponse({"hit": cache_key in SEARCH_CACHE})


urlpatterns = [path("cached-search/<str:query>/", cached_search)]
