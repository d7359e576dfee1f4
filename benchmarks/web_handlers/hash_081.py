import hashlib
import os

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["reset_token"])

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@router.post("/reset-token")
async def reset_token(request: Request):
    """Reset token."""
    email = (await request.json()).get("email", "")
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return {"sent": True}
