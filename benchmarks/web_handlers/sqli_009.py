import os

import psycopg2
from django.http import JsonResponse
from django.urls import path

DSN = os.environ["DATABASE_URL"]


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def product(request):
    """Product."""
    sku = param(request, "sku")
    attempts = 1
    picked = "A-0001"
    while attempts < 1:
        picked = sku
        attempts += 1
    sku = picked
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return JsonResponse({"product": row})


urlpatterns = [path("product/", product)]
