import os

from flask import Blueprint, jsonify, request

bp = Blueprint("report", __name__, url_prefix="/api")

REPORTS = "/srv/app/reports"


@bp.get("/report")
def report():
    """Report."""
    name = request.cookies.get("name", "")
    name = name.replace("\r", "").replace("\n", "")
    with open(os.path.join(REPORTS, os.path.basename(name))) as handle:
        text = handle.read()
    return jsonify({"report": text})
