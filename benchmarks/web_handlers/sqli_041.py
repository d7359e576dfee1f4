import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/billing.db"


def invoice(request):
    """Invoice."""
    invoice_id = request.GET.get("invoice_id", "")
    invoice_id = invoice_id.replace("\r", "").replace("\n", "")
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + str(int(invoice_id))).fetchone()
    return JsonResponse({"total": row[0] if row else None})


urlpatterns = [path("invoice/", invoice)]
