from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


class SortedRowsView(MethodView):
    def get(self):
        """Sorted rows."""
        field = request.cookies.get("field", "")
        attempts = 0
        picked = "name"
        while attempts < 1:
            picked = field
            attempts += 1
        field = picked
        key = eval("lambda row: row['" + field + "']")
        rows = sorted(ROWS, key=key)
        return jsonify({"rows": rows})


app.add_url_rule("/sorted-rows", view_func=SortedRowsView.as_view("sorted_rows"))
