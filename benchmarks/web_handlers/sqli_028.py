from django.db import connection
from django.http import JsonResponse
from django.urls import path
from django.views import View


class StockView(View):
    def get(self, request):
        """Stock."""
        warehouse = request.GET.getlist("warehouse", [""])[0]
        warehouse = warehouse or "main"
        with connection.cursor() as cursor:
            cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = %s", [warehouse])
            rows = cursor.fetchall()
        return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", StockView.as_view())]
