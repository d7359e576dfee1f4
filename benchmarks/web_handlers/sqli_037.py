import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DB_PATH = "/srv/app/blog.db"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@require_http_methods(["POST"])
def posts_by(request):
    """Posts by."""
    author = request.POST.get("author", "")
    author = value_or_default(author, "admin", use_request=True)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
    return JsonResponse({"posts": rows})


urlpatterns = [path("posts-by/", posts_by)]
