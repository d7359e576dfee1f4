import secrets
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/forgot-password")
def forgot_password():
    """Forgot password."""
    email = RequestParams(request).get("email")
    email = f"{email.strip()}"
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
