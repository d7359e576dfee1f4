import hashlib

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
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return jsonify({"registered": True})
