import os

from flask import Flask, jsonify, request

app = Flask(__name__)

REPORTS = "/srv/app/reports"


@app.route("/report", methods=["GET", "POST"])
def report():
    """Report."""
    name = request.form.get("name", "")
    choices = {"fallback": "summary.txt", "requested": name}
    name = choices["fallback"]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return jsonify({"report": text})
