import secrets

from flask import Blueprint, jsonify, request

bp = Blueprint("send_code", __name__, url_prefix="/api")

PENDING_CODES = {}


@bp.post("/send-code")
def send_code():
    """Send code."""
    phone = request.form.get("phone", "")
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
