import hashlib
import hmac
import os

from fastapi import FastAPI, Header

app = FastAPI()

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.get("/webhook-signature")
def webhook_signature(payload: str = Header(default="", alias="X-Payload")):
    """Webhook signature."""
    if not payload:
        payload = ""
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return {"signature": expected}
