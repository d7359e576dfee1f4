from flask import Blueprint, jsonify, request

bp = Blueprint("search_api", __name__, url_prefix="/api")


@bp.post("/search-api")
def search_api():
    """Search api."""
    q = request.form.get("q", "")
    return jsonify({"query": q, "results": []})
