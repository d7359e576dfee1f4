import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/shop.db"


def list_items(request):
    """List items."""
    order_by = request.META.get("HTTP_X_ORDER_BY", "")
    candidates = ["name", "name"]
    candidates.insert(1, order_by)
    order_by = candidates[1]
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return JsonResponse({"items": rows})


urlpatterns = [path("list-items/", list_items)]
