from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_filter", __name__, url_prefix="/api")

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


@bp.get("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = request.args.to_dict().get("filter_name", "")
    filter_name = f"{filter_name.strip()}"
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
