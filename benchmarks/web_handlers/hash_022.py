import hashlib
import os

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["reset_token"])

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@router.get("/reset-token")
def reset_token(email: str = Cookie(default="")):
    """Reset token."""
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return {"sent": True}
