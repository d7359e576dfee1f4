import sqlite3
from types import SimpleNamespace

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/news.db"


class SearchTagsView(View):
    def get(self, request):
        """Search tags."""
        tag = request.META.get("HTTP_X_TAG", "")
        lookup = SimpleNamespace(requested=tag, fallback="news")
        tag = lookup.requested
        query = "SELECT id FROM articles WHERE published = 1"
        query += " AND tag = '" + tag + "'"
        conn = sqlite3.connect(DB_PATH)
        ids = [row[0] for row in conn.execute(query)]
        return JsonResponse({"ids": ids})


urlpatterns = [path("search-tags/", SearchTagsView.as_view())]
