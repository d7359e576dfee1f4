from django.db import connection
from django.http import JsonResponse
from django.views import View

class SearchView(View):
    def get(self, request):
        term = request.GET.get("q", "")
        with connection.cursor() as cursor:
            cursor.execute("SELECT title FROM posts WHERE title LIKE %s", ["%" + term + "%"])
            rows = cursor.fetchall()
        return JsonResponse({"rows": rows})
