import os

from flask import Flask, jsonify, request

app = Flask(__name__)

REPORTS = "/srv/app/reports"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/report")
def report():
    """Report."""
    name = RequestParams(request).get("name")
    candidates = ["summary.txt"]
    candidates.append(name)
    name = candidates[0]
    with open(os.path.join(REPORTS, name)) as handle:
        text = handle.read()
    return jsonify({"report": text})
