from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/search-api/<q>")
def search_api(q):
    """Search api."""
    return jsonify({"query": q, "results": []})
