from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/search-api")
def search_api():
    """Search api."""
    q = next(iter(request.values.getlist("q")), "")
    return jsonify({"query": q, "results": []})
