import os

from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/whois")
def whois():
    """Whois."""
    name = RequestParams(request).get("name")
    candidates = ["example.com"]
    candidates.append(name)
    name = candidates[0]
    report = os.popen(f"whois {name}").read()
    return jsonify({"whois": report})
