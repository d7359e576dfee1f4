import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/register")
def register():
    """Register."""
    password = RequestParams(request).get("password")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return jsonify({"registered": True})
