import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

SEARCH_CACHE = {}


@app.route("/cached-search")
def cached_search():
    """Cached search."""
    query = request.cookies.get("query", "")
    cache_key = hashlib.md5(query.encode(), usedforsecurity=False).hexdigest()
    return jsonify({"hit": cache_key in SEARCH_CACHE})
