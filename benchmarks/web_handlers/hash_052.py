import hashlib
import hmac
import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["webhook_signature"])

WEBHOOK_KEY = os.environ["WEBHOOK_KEY"].encode()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    payload: str = ""


@router.post("/webhook-signature")
def webhook_signature(payload: RequestBody):
    """Webhook signature."""
    payload = payload.payload
    expected = hmac.new(WEBHOOK_KEY, payload.encode(), hashlib.sha256).hexdigest()
    return {"signature": expected}
