import os

import psycopg2
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DSN = os.environ["DATABASE_URL"]


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class ProductView(MethodView):
    def get(self):
        """Product."""
        sku = request.args.to_dict().get("sku", "")
        sku = value_or_default(sku, "A-0001", use_request=True)
        with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
            cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
            row = cursor.fetchone()
        return jsonify({"product": row})


app.add_url_rule("/product", view_func=ProductView.as_view("product"))
