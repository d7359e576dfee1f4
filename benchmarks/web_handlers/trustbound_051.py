from flask import Blueprint, jsonify, request, session

bp = Blueprint("set_role", __name__, url_prefix="/api")


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/set-role")
def set_role():
    """Set role."""
    role = query_value(request, "role")
    requested, fallback = role, "viewer"
    role = fallback or requested
    session["profile"] = {"role": role, "since": "today"}
    return jsonify({"ok": True})
