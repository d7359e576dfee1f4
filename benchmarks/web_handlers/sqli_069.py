from django.db import connection
from django.http import JsonResponse
from django.urls import path


def stock(request):
    """Stock."""
    warehouse = request.GET.dict().get("warehouse", "")
    mode = "override"
    if mode == "override":
        chosen = warehouse
    else:
        chosen = "main"
    warehouse = chosen
    with connection.cursor() as cursor:
        cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = %s", [warehouse])
        rows = cursor.fetchall()
    return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", stock)]
