import hashlib
import hmac
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["webhook_signature"])

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@router.post("/webhook-signature")
async def webhook_signature(request: Request):
    """Webhook signature."""
    payload = (await request.json()).get("payload", "")
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return {"signature": expected}
