import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/blog.db"


class PostsByView(View):
    def post(self, request):
        """Posts by."""
        author = request.POST.get("author", "")
        author = author.replace("\r", "").replace("\n", "")
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute("SELECT id, title FROM posts WHERE author = ?", (author,)).fetchall()
        return JsonResponse({"posts": rows})


urlpatterns = [path("posts-by/", PostsByView.as_view())]
