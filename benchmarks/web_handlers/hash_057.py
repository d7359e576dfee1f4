import hashlib

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

SEARCH_CACHE = {}


class CachedSearchView(MethodView):
    def get(self):
        """Cached search."""
        query = next(iter(request.values.getlist("query")), "")
        cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
        return jsonify({"hit": cache_key in SEARCH_CACHE})


app.add_url_rule("/cached-search", view_func=CachedSearchView.as_view("cached_search"))
