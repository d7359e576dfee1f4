import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DB_PATH = "/srv/app/blog.db"


@require_http_methods(["POST"])
def posts_by(request):
    """Posts by."""
    author = request.POST.get("author", "")
    for part in author.split(","):
        if part:
            author = part.strip()
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = '" + author + "'").fetchall()
    return JsonResponse({"posts": rows})


urlpatterns = [path("posts-by/", posts_by)]
