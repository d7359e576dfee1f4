import os

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)

DSN = os.environ["DATABASE_URL"]


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/product")
def product():
    """Product."""
    sku = query_value(request, "sku")
    sku = value_or_default(sku, "A-0001", use_request=False)
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = '%s'" % sku)
        row = cursor.fetchone()
    return jsonify({"product": row})
