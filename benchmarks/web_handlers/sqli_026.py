import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


@app.route("/list-items", methods=["GET", "POST"])
def list_items():
    """List items."""
    order_by = request.form.get("order_by", "")
    order_by = next(part for part in (order_by, "name") if part)
    if order_by not in {"name", "price", "created"}:
        order_by = "name"
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return jsonify({"items": rows})
