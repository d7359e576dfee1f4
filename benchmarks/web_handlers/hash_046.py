import hashlib
import os

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


@router.post("/register")
def register(password: str = Form(default="")):
    """Register."""
    password = password.replace("\r", "").replace("\n", "")
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
