from flask import Blueprint, jsonify, request, session

bp = Blueprint("set_role", __name__, url_prefix="/api")


@bp.post("/set-role")
def set_role():
    """Set role."""
    role = (request.get_json(silent=True) or {}).get("options", {}).get("role", "")
    queue = ["viewer"]
    queue.extend([role, "spare"])
    queue.pop()
    role = queue[0]
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
