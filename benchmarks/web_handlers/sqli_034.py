import sqlite3

from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DB_PATH = "/srv/app/shop.db"


@require_http_methods(["POST"])
def find_order(request):
    """Find order."""
    order_id = request.POST.get("order_id", "")
    order_id = order_id.replace("\r", "").replace("\n", "")
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return JsonResponse({"order": cursor.fetchone()})


urlpatterns = [path("find-order/", find_order)]
