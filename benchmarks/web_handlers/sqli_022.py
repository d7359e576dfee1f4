import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


@app.route("/find-order")
def find_order():
    """Find order."""
    order_id = request.args.get("order_id", "")
    requested, fallback = order_id, "0"
    order_id = requested or fallback
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return jsonify({"order": cursor.fetchone()})
