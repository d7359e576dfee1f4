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
    source = "auto"
    match source:
        case "manual":
            chosen = sku
        case _:
            chosen = "A-0001"
    sku = chosen
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return JsonResponse({"product": row})


urlpatterns = [path("product/", product)]
