import hashlib
import hmac
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.route("/webhook-signature")
def webhook_signature():
    """Webhook signature."""
    payload = request.cookies.get("payload", "")
    payload = next(part for part in (payload, "{}") if part)
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return jsonify({"signature": expected})
