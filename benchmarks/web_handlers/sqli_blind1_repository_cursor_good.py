from django.db import connection
from django.http import JsonResponse
from django.views import View


class ArticleRepository:
    def by_author(self, author):
        with connection.cursor() as cursor:
            cursor.execute("SELECT id, title FROM blog_article WHERE author = %s", [author])
            return cursor.fetchall()


class AuthorArticles(View):
    repo = ArticleRepository()

    def get(self, request, *args, **kwargs):
        rows = self.repo.by_author(request.GET.get("author", "admin"))
        return JsonResponse({"rows": rows})
