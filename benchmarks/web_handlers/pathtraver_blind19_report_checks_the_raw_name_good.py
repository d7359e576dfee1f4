import os
from urllib.parse import unquote

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.route("/reports/download")
def download():
    raw = request.args.get("name", "summary.csv")
    name = unquote(raw)
    checked = os.path.realpath(os.path.join(REPORT_DIR, name))
    if not checked.startswith(REPORT_DIR + os.sep):
        abort(404)
    return send_file(checked, as_attachment=True)
