import os

from flask import Flask, abort, request
from werkzeug.security import safe_join

app = Flask(__name__)
REPORTS = "/srv/reports"


@app.get("/reports")
def report():
    path = os.path.join(REPORTS, request.args.get("name", "index.txt"))
    if path is None:
        abort(404)
    with open(path) as handle:
        return handle.read()
