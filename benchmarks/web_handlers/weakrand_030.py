import hashlib
import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["hash_password"])


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@router.post("/hash-password")
def hash_password(payload: RequestBody):
    """Hash password."""
    password = payload.password
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    return {"stored": (salt + digest).hex()}
