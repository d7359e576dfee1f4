from flask import Blueprint, jsonify, request, session

bp = Blueprint("set_role", __name__, url_prefix="/api")


@bp.get("/set-role")
def set_role():
    """Set role."""
    role = request.args.get("role", "")
    candidates = ["viewer"]
    candidates.append(role)
    role = candidates[-1]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
