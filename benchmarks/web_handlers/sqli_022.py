from django.db import connection
from django.http import JsonResponse
from django.urls import path
from django.views import View


class StockView(View):
    def get(self, request):
        """Stock."""
        warehouse = request.COOKIES.get("warehouse", "")
        candidates = ["main"]
        candidates.append(warehouse)
        warehouse = candidates[-1]
        with connection.cursor() as cursor:
            cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = %s", [warehouse])
            rows = cursor.fetchall()
        return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", StockView.as_view())]
