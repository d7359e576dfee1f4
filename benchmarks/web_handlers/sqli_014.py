import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/find-order")
def find_order():
    """Find order."""
    order_id = RequestParams(request).get("order_id")
    choices = {"fallback": "0", "requested": order_id}
    order_id = choices["requested"]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT status, total FROM orders WHERE id = ?", (order_id,))
    return jsonify({"order": cursor.fetchone()})
