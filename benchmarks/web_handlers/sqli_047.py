from django.db import connection
from django.http import JsonResponse
from django.urls import path
from django.views import View


class StockView(View):
    def get(self, request):
        """Stock."""
        warehouse = request.GET.get("warehouse", "")
        num = 54
        warehouse = "main" if 7 * 18 + num > 200 else warehouse
        with connection.cursor() as cursor:
            cursor.execute("SELECT sku, qty FROM stock WHERE warehouse = '{}'".format(warehouse))
            rows = cursor.fetchall()
        return JsonResponse({"stock": rows})


urlpatterns = [path("stock/", StockView.as_view())]
