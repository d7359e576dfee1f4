from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_ip", __name__, url_prefix="/api")


@bp.post("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = (request.get_json(silent=True) or {}).get("client", "")
    num = 8
    client = client if num % 2 == 1 else "unknown"
    session["client_ip"] = client
    return jsonify({"ok": True})
