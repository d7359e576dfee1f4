import hashlib
import hmac
import os

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["sign_link"])

SECRET_KEY = os.environ["LINK_SECRET"]


@router.get("/sign-link/{path}")
def sign_link(path: str):
    """Sign link."""
    path = path.replace("\r", "").replace("\n", "")
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return {"url": path + "?sig=" + signature}
