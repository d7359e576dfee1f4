import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/shop.db"


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def find_order(request):
    """Find order."""
    order_id = param(request, "order_id")
    cleaned = ""
    for ch in order_id:
        if ch.isprintable():
            cleaned += ch
    order_id = cleaned
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return JsonResponse({"order": cursor.fetchone()})


urlpatterns = [path("find-order/", find_order)]
