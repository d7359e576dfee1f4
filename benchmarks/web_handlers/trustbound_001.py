from flask import Blueprint, jsonify, request, session

bp = Blueprint("set_role", __name__, url_prefix="/api")


@bp.get("/set-role")
def set_role():
    """Set role."""
    role = request.args.to_dict().get("role", "")
    choices = {"fallback": "viewer", "requested": role}
    role = choices["fallback"]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
