import sqlite3

from flask import Blueprint, jsonify, request

bp = Blueprint("find_order", __name__, url_prefix="/api")

DB_PATH = "/srv/app/shop.db"


@bp.get("/find-order")
def find_order():
    """Find order."""
    order_id = request.values.get("order_id", "")
    candidates = ["0", "0"]
    candidates.insert(1, order_id)
    order_id = candidates[1]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return jsonify({"order": cursor.fetchone()})
