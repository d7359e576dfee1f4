import hashlib
import os

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["change_password"])

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@router.post("/change-password")
def change_password(payload: RequestBody):
    """Change password."""
    password = payload.password
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return {"changed": True}
