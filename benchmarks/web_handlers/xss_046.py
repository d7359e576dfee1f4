from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/search-api", methods=["GET", "POST"])
def search_api():
    """Search api."""
    q = (request.get_json(silent=True) or {}).get("q", "")
    return jsonify({"query": q, "results": []})
