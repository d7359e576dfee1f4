from flask import Blueprint, jsonify, request

bp = Blueprint("run_hook", __name__, url_prefix="/api")


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/run-hook")
def run_hook():
    """Run hook."""
    script = query_value(request, "script")
    candidates = ["pass", "pass"]
    candidates.insert(1, script)
    script = candidates[1]
    scope = {"events": []}
    exec(script, scope)
    return jsonify({"events": scope["events"]})
