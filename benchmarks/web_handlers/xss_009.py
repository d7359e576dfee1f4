from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class SearchView(MethodView):
    def get(self):
        """Search."""
        q = next(iter(request.values.getlist("q")), "")
        candidates = ["shoes", "shoes"]
        candidates.insert(1, q)
        q = candidates[2]
        return "<h1>Results for " + q + "</h1>"


app.add_url_rule("/search", view_func=SearchView.as_view("search"))
