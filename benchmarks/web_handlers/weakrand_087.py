import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/invite")
def invite():
    """Invite."""
    email = RequestParams(request).get("email")
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return jsonify({"invited": email})
