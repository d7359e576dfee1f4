import hashlib
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["sign_link"])

SECRET_KEY = os.environ["LINK_SECRET"]


@router.get("/sign-link")
def sign_link(request: Request):
    """Sign link."""
    path = request.query_params.get("path", "")
    path = " ".join(path.split())
    signature = hashlib.new("md5", (SECRET_KEY + path).encode()).hexdigest()
    return {"url": path + "?sig=" + signature}
