import sqlite3

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DB_PATH = "/srv/app/shop.db"


class ListItemsView(MethodView):
    def get(self):
        """List items."""
        order_by = request.args.to_dict().get("order_by", "")
        candidates = ["name"]
        candidates.append(order_by)
        order_by = candidates[-1]
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute(f"SELECT name, price FROM items ORDER BY {order_by}").fetchall()
        return jsonify({"items": rows})


app.add_url_rule("/list-items", view_func=ListItemsView.as_view("list_items"))
