import hashlib
import hmac
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["webhook_signature"])

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


@router.get("/webhook-signature")
def webhook_signature(request: Request):
    """Webhook signature."""
    payload = request.query_params.get("payload", "")
    if not payload:
        payload = ""
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.md5).hexdigest()
    return {"signature": expected}
