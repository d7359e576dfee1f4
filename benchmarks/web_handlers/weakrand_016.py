import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)

PENDING_CODES = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/send-code")
def send_code():
    """Send code."""
    phone = RequestParams(request).get("phone")
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
