from types import SimpleNamespace

from flask import Blueprint, jsonify, request, session

bp = Blueprint("set_role", __name__, url_prefix="/api")


@bp.get("/set-role")
def set_role():
    """Set role."""
    role = request.headers.get("X-Role", "")
    lookup = SimpleNamespace(requested=role, fallback="viewer")
    role = lookup.fallback
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
