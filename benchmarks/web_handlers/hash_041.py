import hashlib
import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@router.post("/register")
def register(payload: RequestBody):
    """Register."""
    password = payload.password
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
    USERS["new-user"] = salt.hex() + "$" + digest
    return {"registered": True}
