import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views import View

DB_PATH = "/srv/app/shop.db"


def run_list_items(order_by):
    """List items for one value."""
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return {"items": rows}


class ListItemsView(View):
    def get(self, request, order_by):
        """List items."""
        mode = "fixed"
        if mode == "override":
            chosen = order_by
        else:
            chosen = "name"
        order_by = chosen
        result = run_list_items(order_by)
        return JsonResponse(result)


urlpatterns = [path("list-items/<str:order_by>/", ListItemsView.as_view())]
