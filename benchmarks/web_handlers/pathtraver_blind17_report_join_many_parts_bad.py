import os

from flask import Blueprint, request, send_file

reports = Blueprint("reports", __name__)
REPORT_ROOT = "/srv/reports"


@reports.get("/reports/<int:year>")
def download(year):
    name = request.args.get("file", "summary.pdf")
    path = os.path.join(REPORT_ROOT, str(year), "monthly", name)
    return send_file(path, mimetype="application/pdf")
