import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/news.db"


def search_tags(request):
    """Search tags."""
    tag = request.COOKIES.get("tag", "")
    candidates = ["news", "news"]
    candidates.insert(1, tag)
    tag = candidates[1]
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return JsonResponse({"ids": ids})


urlpatterns = [path("search-tags/", search_tags)]
