import hashlib
import hmac
import os

from flask import Blueprint, jsonify

bp = Blueprint("webhook_signature", __name__, url_prefix="/api")

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@bp.get("/webhook-signature/<payload>")
def webhook_signature(payload):
    """Webhook signature."""
    payload = f"{payload.strip()}"
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return jsonify({"signature": expected})
