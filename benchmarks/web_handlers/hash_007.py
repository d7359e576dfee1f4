import hashlib
import hmac
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["sign_link"])

SECRET_KEY = os.environ["LINK_SECRET"]


@router.get("/sign-link")
def sign_link(request: Request):
    """Sign link."""
    path = request.query_params.get("path", "")
    path = " ".join(path.split())
    signature = hmac.new(SECRET_KEY.encode(), path.encode(), hashlib.sha256).hexdigest()
    return {"url": path + "?sig=" + signature}
