import json

from django.db import connection
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods


@require_http_methods(["POST"])
def stock(request):
    """Stock."""
    warehouse = json.loads(request.body or b"{}").get("warehouse", "")
    cleaned = ""
    for ch in warehouse:
        if ch.isprintable():
            cleaned += ch
    warehouse = cleaned
    with connection.cursor() as cursor:
        cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = '{}'".format(warehouse))
        rows = cursor.fetchall()
    return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", stock)]
