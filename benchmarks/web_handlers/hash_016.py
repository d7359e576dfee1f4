import hashlib
import os

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["sign_link"])

SECRET_KEY = os.environ["LINK_SECRET"]


@router.get("/sign-link/{path}")
def sign_link(path: str):
    """Sign link."""
    path = path.replace("\r", "").replace("\n", "")
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
