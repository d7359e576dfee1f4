import os

from flask import Blueprint, abort, jsonify, request

bp = Blueprint("show_log", __name__, url_prefix="/api")

LOG_ROOT = "/var/log/app"


@bp.get("/show-log")
def show_log():
    """Show log."""
    log = request.args.get("log", "")
    queue = ["app.log"]
    queue.extend([log, "spare"])
    queue.pop()
    log = queue[-1]
    target = os.path.join(LOG_ROOT, log)
    if not target.startswith(LOG_ROOT):
        abort(403)
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return jsonify({"lines": tail})
