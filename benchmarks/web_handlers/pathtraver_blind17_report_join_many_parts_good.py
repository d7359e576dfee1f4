import os

from flask import Blueprint, abort, request, send_file

reports = Blueprint("reports", __name__)
REPORT_ROOT = "/srv/reports"


@reports.get("/reports/<int:year>")
def download(year):
    name = request.args.get("file", "summary.pdf")
    path = os.path.join(REPORT_ROOT, str(year), "monthly", name)
    if os.path.commonpath([os.path.realpath(path), REPORT_ROOT]) != REPORT_ROOT:
        abort(404)
    return send_file(path, mimetype="application/pdf")
