import sqlite3

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


class FindOrderView(MethodView):
    def get(self):
        """Find order."""
        order_id = request.args.to_dict().get("order_id", "")
        order_id = " ".join(order_id.split())
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute(f"SELECT status, total FROM orders WHERE id = {order_id}")
        return jsonify({"order": cursor.fetchone()})


app.add_url_rule("/find-order", view_func=FindOrderView.as_view("find_order"))
