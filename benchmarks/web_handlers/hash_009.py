import hashlib
import hmac
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.route("/webhook-signature", methods=["GET", "POST"])
def webhook_signature():
    """Webhook signature."""
    payload = (request.get_json(silent=True) or {}).get("payload", "")
    payload = payload.replace("\r", "").replace("\n", "")
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return jsonify({"signature": expected})
