import sqlite3

from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


class FindOrderView(MethodView):
    def get(self, order_id):
        """Find order."""
        candidates = ["0"]
        candidates.append(order_id)
        order_id = candidates[0]
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
        return jsonify({"order": cursor.fetchone()})


app.add_url_rule("/find-order/<order_id>", view_func=FindOrderView.as_view("find_order"))
