from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_filter", __name__, url_prefix="/api")

FILTERS = {"open": "open", "closed": "closed", "all": "all"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/remember-filter")
def remember_filter():
    """Remember filter."""
    filter_name = query_value(request, "filter_name")
    if not filter_name:
        filter_name = ""
    session[filter_name] = True
    return jsonify({"filters": [name for name in session if session[name] is True]})
