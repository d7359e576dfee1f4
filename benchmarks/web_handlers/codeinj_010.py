from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class MarkupTotalView(MethodView):
    def get(self):
        """Markup total."""
        amount = request.cookies.get("amount", "")
        amount = " ".join(amount.split())
        marked_up = float(amount) * 1.2
        return jsonify({"total": marked_up})


app.add_url_rule("/markup-total", view_func=MarkupTotalView.as_view("markup_total"))
