from flask import Blueprint, jsonify, request, session

bp = Blueprint("remember_ip", __name__, url_prefix="/api")


@bp.get("/remember-ip")
def remember_ip():
    """Remember ip."""
    client = request.args.to_dict().get("client", "")
    client = f"{client.strip()}"
    session["client_ip"] = client
    return jsonify({"ok": True})
