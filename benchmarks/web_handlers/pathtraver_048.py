import os

from flask import Flask, jsonify

app = Flask(__name__)

REPORTS = "/srv/app/reports"


@app.route("/report/<name>")
def report(name):
    """Report."""
    name = name.strip()
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return jsonify({"report": text})
