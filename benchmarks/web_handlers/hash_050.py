import hashlib

from django.http import JsonResponse
from django.urls import path

SEARCH_CACHE = {}


def cached_search(request):
    """Cached search."""
    query = request.GET.getlist("query", [""])[0]
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return JsonResponse({"hit": cache_key in SEARCH_CACHE})


urlpatterns = [path("cached-search/", cached_search)]
