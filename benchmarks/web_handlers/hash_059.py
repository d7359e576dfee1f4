import hashlib
import hmac
import os

from fastapi import FastAPI

app = FastAPI()

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.get("/webhook-signature/{payload}")
def webhook_signature(payload: str):
    """Webhook signature."""
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return {"signature": expected}
