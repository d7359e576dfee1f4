from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class SearchView(MethodView):
    def post(self):
        """Search."""
        q = (request.get_json(silent=True) or {}).get("options", {}).get("q", "")
        q = q[:200]
        return "<h1>Results for " + q + "</h1>"


app.add_url_rule("/search", view_func=SearchView.as_view("search"))
