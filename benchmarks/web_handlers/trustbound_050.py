import base64

from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_filter", __name__, url_prefix="/api")

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@bp.post("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = (request.get_json(silent=True) or {}).get("filter_name", "")
    filter_name = base64.urlsafe_b64decode(filter_name.encode()).decode()
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
