import configparser
import sqlite3

from django.http import JsonResponse
from django.urls import path

DB_PATH = "/srv/app/billing.db"


def invoice(request):
    """Invoice."""
    invoice_id = request.META.get("HTTP_X_INVOICE_ID", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "0")
    conf.set("lookup", "requested", invoice_id)
    invoice_id = conf.get("lookup", "requested")
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT total FROM invoices WHERE id = " + str(int(invoice_id))).fetchone()
    return JsonResponse({"total": row[0] if row else None})


urlpatterns = [path("invoice/", invoice)]
