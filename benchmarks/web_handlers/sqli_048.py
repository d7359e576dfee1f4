import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/news.db"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def search_tags(request):
    """Search tags."""
    tag = param(request, "tag")
    requested, fallback = tag, "news"
    tag = requested or fallback
    query = "SELECT id FROM articles WHERE published = 1"
    query += " AND tag = '" + tag + "'"
    conn = sqlite3.connect(DB_PATH)
    ids = [row[0] for row in conn.execute(query)]
    return JsonResponse({"ids": ids})


urlpatterns = [path("search-tags/", search_tags)]
