from flask import Flask, jsonify
from flask.views import MethodView

app = Flask(__name__)


class SearchApiView(MethodView):
    def get(self, q):
        """Search api."""
        return jsonify({"query": q, "results": []})


app.add_url_rule("/search-api/<q>", view_func=SearchApiView.as_view("search_api"))
