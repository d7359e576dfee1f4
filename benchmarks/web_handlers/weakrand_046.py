import hashlib
import os

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["hash_password"])


@router.post("/hash-password")
def hash_password(password: str = Form(default="")):
    """Hash password."""
    password = password.strip()
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return {"stored": (salt + digest).hex()}
