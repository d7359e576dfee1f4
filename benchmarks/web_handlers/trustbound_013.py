from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_ip", __name__, url_prefix="/api")


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = query_value(request, "client")
    attempts = 0
    picked = "unknown"
    while attempts < 1:
        picked = client
        attempts += 1
    client = picked
    session["client_ip"] = client
    return jsonify({"ok": True})
