import secrets

from flask import Blueprint, jsonify, request

bp = Blueprint("send_code", __name__, url_prefix="/api")

PENDING_CODES = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/send-code")
def send_code():
    """Send code."""
    phone = RequestParams(request).get("phone")
    phone = next(part for part in (phone, "") if part)
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
