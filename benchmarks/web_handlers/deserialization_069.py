import json
import os

from flask import Blueprint, jsonify, request
from itsdangerous import Signer

bp = Blueprint("restore_session", __name__, url_prefix="/api")

SIGNER = Signer(os.environ["SESSION_SECRET"])


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/restore-session")
def restore_session():
    """Restore session."""
    blob = RequestParams(request).get("blob")
    queue = ["eyJ1c2VyIjogImd1ZXN0In0="]
    queue.extend([blob, "spare"])
    queue.pop()
    blob = queue[-1]
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return jsonify({"user": data.get("user")})
