from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_ip", __name__, url_prefix="/api")


@bp.post("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.form.get("client", "")
    choices = {"fallback": "unknown", "requested": client}
    client = choices["requested"]
    session["client_ip"] = client
    return jsonify({"ok": True})
