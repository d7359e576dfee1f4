import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

REPO = "/srv/repos/site"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/history")
def history():
    """History."""
    ref = RequestParams(request).get("ref")
    attempts = 1
    picked = "main"
    while attempts < 1:
        picked = ref
        attempts += 1
    ref = picked
    log = subprocess.check_output("git log --oneline -n 5 " + ref, shell=True, text=True, cwd=REPO)
    return jsonify({"commits": log.splitlines()})
