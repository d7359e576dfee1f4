import hashlib
import hmac
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


class WebhookSignatureView(MethodView):
    def get(self):
        """Webhook signature."""
        payload = request.cookies.get("payload", "")
        expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
        return jsonify({"signature": expected})


app.add_url_rule("/webhook-signature", view_func=WebhookSignatureView.as_view("webhook_signature"))
