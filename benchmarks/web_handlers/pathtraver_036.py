import os

from flask import Flask, jsonify, request

app = Flask(__name__)

REPORTS = "/srv/app/reports"


@app.route("/report", methods=["GET", "POST"])
def report():
    """Report."""
    name = request.files["name"].filename or ""
    name = " ".join(name.split())
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return jsonify({"report": text})
