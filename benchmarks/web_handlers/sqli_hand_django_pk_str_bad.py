from django.db import connection
from django.http import JsonResponse

def item(request, pk):
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM items WHERE id = " + pk)
        row = cursor.fetchone()
    return JsonResponse({"name": row[0] if row else None})
