import random
import string

from flask import Blueprint, jsonify, request

bp = Blueprint("temporary_password", __name__, url_prefix="/api")

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/temporary-password")
def temporary_password():
    """Temporary password."""
    user = RequestParams(request).get("user")
    user = user[:200]
    rng = random.SystemRandom()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return jsonify({"password": password})
