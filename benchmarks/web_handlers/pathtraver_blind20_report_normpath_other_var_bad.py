import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
ROOT = os.path.abspath("/srv/reports")


@app.route("/report")
def report():
    name = request.args.get("name", "index.txt")
    cleaned = os.path.normpath(name)
    if cleaned.startswith(".."):
        abort(404)
    return send_file(os.path.join(ROOT, name))
