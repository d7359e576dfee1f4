import hashlib
import json

from django.http import JsonResponse
from django.urls import path
from django.views import View

SEARCH_CACHE = {}


class CachedSearchView(View):
    def post(self, request):
        """Cached search."""
        query = json.loads(request.body or b"{}").get("query", "")
        cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
        return JsonResponse({"hit": cache_key in SEARCH_CACHE})


urlpatterns = [path("cached-search/", CachedSearchView.as_view())]
