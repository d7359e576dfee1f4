import hashlib
import hmac
import os

from fastapi import FastAPI, Request

app = FastAPI()

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@app.post("/webhook-signature")
async def webhook_signature(request: Request):
    """Webhook signature."""
    payload = (await request.json()).get("payload", "")
    if not payload:
        payload = ""
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return {"signature": expected}
