import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/shop.db"


class ListItemsView(View):
    def get(self, request):
        """List items."""
        order_by = request.GET.dict().get("order_by", "")
        order_by = order_by or "name"
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
        return JsonResponse({"items": rows})


urlpatterns = [path("list-items/", ListItemsView.as_view())]
