import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


@app.route("/find-order")
def find_order():
    """Find order."""
    order_id = request.args.to_dict().get("order_id", "")
    order_id = f"{order_id.strip()}"
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
    return jsonify({"order": cursor.fetchone()})
