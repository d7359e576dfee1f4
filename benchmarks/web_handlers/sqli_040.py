import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("list_items", __name__, url_prefix="/api")

DB_PATH = "/srv/app/shop.db"


@bp.post("/list-items")
def list_items():
    """List items."""
    order_by = request.form.get("order_by", "")
    choices = {"fallback": "name", "requested": order_by}
    order_by = choices["requested"]
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
    return jsonify({"items": rows})
