import os

from flask import Blueprint, jsonify, request

bp = Blueprint("reload_worker", __name__, url_prefix="/api")


@bp.post("/reload-worker")
def reload_worker():
    """Reload worker."""
    pid = request.form.get("pid", "")
    queue = ["1"]
    queue.extend([pid, "spare"])
    queue.pop()
    pid = queue[0]
    os.system("kill -HUP " + pid)
    return jsonify({"signalled": pid})
