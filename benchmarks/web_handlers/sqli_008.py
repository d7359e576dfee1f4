from django.db import connection
from django.http import JsonResponse
from django.urls import path


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def stock(request):
    """Stock."""
    warehouse = request.GET.dict().get("warehouse", "")
    warehouse = normalise(warehouse)
    with connection.cursor() as cursor:
        cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = %s", [warehouse])
        rows = cursor.fetchall()
    return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", stock)]
