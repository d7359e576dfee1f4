import hashlib
import hmac
import os

from flask import Flask, jsonify

app = Flask(__name__)

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.route("/webhook-signature/<payload>")
def webhook_signature(payload):
    """Webhook signature."""
    payload = "%s" % payload.strip()
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return jsonify({"signature": expected})
