from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_ip", __name__, url_prefix="/api")


@bp.get("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.cookies.get("client", "")
    client = next(part for part in (client, "unknown") if part)
    session["client_ip"] = client
    return jsonify({"ok": True})
