import os

import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)

DSN = os.environ["DATABASE_URL"]


@app.route("/product", methods=["GET", "POST"])
def product():
    """Product."""
    sku = request.form.get("sku", "")
    sku = sku.strip()
    with psycopg2.connect(DSN) as conn, conn.cursor() as cursor:
        cursor.execute("SELECT name, price FROM products WHERE sku = %s", (sku,))
        row = cursor.fetchone()
    return jsonify({"product": row})
