import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

SEARCH_CACHE = {}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/cached-search")
def cached_search():
    """Cached search."""
    query = query_value(request, "query")
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return jsonify({"hit": cache_key in SEARCH_CACHE})
