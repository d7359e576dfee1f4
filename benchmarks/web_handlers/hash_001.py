import hashlib
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


@router.post("/register")
async def register(request: Request):
    """Register."""
    password = (await request.json()).get("password", "")
    password = " ".join(password.split())
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
