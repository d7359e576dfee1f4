import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/blog.db"


def run_posts_by(author):
    """Posts by for one value."""
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return {"posts": rows}


def posts_by(request):
    """Posts by."""
    author = request.COOKIES.get("author", "")
    choices = {"fallback": "admin", "requested": author}
    author = choices["requested"]
    result = run_posts_by(author)
    return JsonResponse(result)


urlpatterns = [path("posts-by/", posts_by)]
