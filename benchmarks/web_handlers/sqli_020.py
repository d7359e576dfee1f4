import os

import psycopg2
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DSN = os.environ["DATABASE_URL"]


class ProductView(MethodView):
    def get(self):
        """Product."""
        sku = request.args.to_dict().get("sku", "")
        sku = "{}".format(sku).strip()
        with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
            cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
            row = cursor.fetchone()
        return jsonify({"product": row})


app.add_url_rule("/product", view_func=ProductView.as_view("product"))
