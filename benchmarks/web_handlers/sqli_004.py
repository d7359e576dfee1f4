import configparser
import os

import psycopg2
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods

DSN = os.environ["DATABASE_URL"]


@require_http_methods(["POST"])
def product(request):
    """Product."""
    sku = request.POST.get("sku", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A-0001")
    conf.set("lookup", "requested", sku)
    sku = conf.get("lookup", "fallback")
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return JsonResponse({"product": row})


urlpatterns = [path("product/", product)]
