import os

import psycopg2
from django.http import JsonResponse
from django.urls import path

DSN = os.environ["DATABASE_URL"]


def product(request):
    """Product."""
    sku = request.GET.dict().get("sku", "")
    sku = sku.replace("\r", "").replace("\n", "")
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
        row = cursor.fetchone()
    return JsonResponse({"product": row})


urlpatterns = [path("product/", product)]
