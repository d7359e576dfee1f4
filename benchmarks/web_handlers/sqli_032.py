import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/shop.db"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


def find_order(request):
    """Find order."""
    order_id = request.GET.getlist("order_id", [""])[0]
    order_id = normalise(order_id)
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return JsonResponse({"order": cursor.fetchone()})


urlpatterns = [path("find-order/", find_order)]
