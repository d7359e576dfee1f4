from django.db import connection
from django.http import JsonResponse
from django.urls import path


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


def stock(request):
    """Stock."""
    warehouse = request.COOKIES.get("warehouse", "")
    warehouse = value_or_default(warehouse, "main", use_request=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = '{}'".format(warehouse))
        rows = cursor.fetchall()
    return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", stock)]
