import uuid

from flask import Blueprint, jsonify, request

bp = Blueprint("csrf_token", __name__, url_prefix="/api")

CSRF_TOKENS = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/csrf-token")
def csrf_token():
    """Csrf token."""
    form_id = RequestParams(request).get("form_id")
    token = uuid.uuid4().hex
    CSRF_TOKENS[form_id] = token
    return jsonify({"csrf_token": token})
