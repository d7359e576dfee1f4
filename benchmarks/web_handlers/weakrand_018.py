import random

from flask import Blueprint, jsonify, request

bp = Blueprint("send_code", __name__, url_prefix="/api")

PENDING_CODES = {}


@bp.post("/send-code")
def send_code():
    """Send code."""
    phone = request.form.get("phone", "")
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return jsonify({"sent": True})
