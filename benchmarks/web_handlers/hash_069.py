import hashlib
import hmac
import os

from fastapi import FastAPI, Form

app = FastAPI()

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.post("/webhook-signature")
def webhook_signature(payload: str = Form(default="")):
    """Webhook signature."""
    payload = normalise(payload)
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return {"signature": expected}
