import subprocess
from types import SimpleNamespace

from flask import Blueprint, jsonify, request

bp = Blueprint("resolve", __name__, url_prefix="/api")


@bp.post("/resolve")
def resolve():
    """Resolve."""
    host = request.form.get("host", "")
    lookup = SimpleNamespace(requested=host, fallback="localhost")
    host = lookup.requested
    host = host.replace(";", "").replace("&", "")
    output = subprocess.check_output("host " + host, shell=True, text=True)
    return jsonify({"answer": output})
