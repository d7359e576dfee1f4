import os

import psycopg2
from flask import Blueprint, jsonify, request

bp = Blueprint("product", __name__, url_prefix="/api")

DSN = os.environ["DATABASE_URL"]


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/product")
def product():
    """Product."""
    sku = request.headers.get("X-Sku", "")
    sku = value_or_default(sku, "A-0001", use_request=True)
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return jsonify({"product": row})
