import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/shop.db"


class FindOrderView(View):
    def get(self, request):
        """Find order."""
        order_id = request.META.get("HTTP_X_ORDER_ID", "")
        for part in order_id.split(","):
            if part:
                order_id = part.strip()
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
        return JsonResponse({"order": cursor.fetchone()})


urlpatterns = [path("find-order/", FindOrderView.as_view())]
