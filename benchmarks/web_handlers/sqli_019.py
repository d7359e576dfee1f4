import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/list-items", methods=["GET", "POST"])
def list_items():
    """List items."""
    order_by = (request.get_json(silent=True) or {}).get("order_by", "")
    order_by = value_or_default(order_by, "name", use_request=False)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return jsonify({"items": rows})
