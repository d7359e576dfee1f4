from django.db import connection
from django.http import JsonResponse


def find_customer(request):
    name = request.GET.get("name", "")
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM customers WHERE name = %s", [name])
        rows = cursor.fetchall()
    return JsonResponse({"ids": [r[0] for r in rows]})
