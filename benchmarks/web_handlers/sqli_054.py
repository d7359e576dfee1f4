import json
import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/news.db"


class SearchTagsView(View):
    def post(self, request):
        """Search tags."""
        tag = json.loads(request.body or b"{}").get("tag", "")
        cleaned = ""
        for ch in tag:
            if ch.isprintable():
                cleaned += ch
        tag = cleaned
        query = "SELECT id FROM articles WHERE published = 1"
        query += " AND tag = '" + tag + "'"
        conn = sqlite3.connect(DB_PATH)
        ids = [row[0] for row in conn.execute(query)]
        return JsonResponse({"ids": ids})


urlpatterns = [path("search-tags/", SearchTagsView.as_view())]
