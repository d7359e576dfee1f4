import base64

from django.db import connection
from django.http import JsonResponse
from django.urls import path


def stock(request):
    """Stock."""
    warehouse = request.GET.get("warehouse", "")
    warehouse = base64.urlsafe_b64decode(warehouse.encode()).decode()
    with connection.cursor() as cursor:
        cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = '{}'".format(warehouse))
        rows = cursor.fetchall()
    return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", stock)]
