import subprocess

from flask import Blueprint, jsonify, request

bp = Blueprint("history", __name__, url_prefix="/api")

REPO = "/srv/repos/site"


def run_history(ref):
    """History for one value."""
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return {"commits": log.splitlines()}


@bp.get("/history")
def history():
    """History."""
    ref = request.values.get("ref", "")
    ref = "%s" % ref.strip()
    result = run_history(ref)
    return jsonify(result)
