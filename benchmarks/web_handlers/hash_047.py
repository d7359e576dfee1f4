import hashlib
import os

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["reset_token"])

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


def requested_email(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("email") or request.headers.get("x-email", "")


@router.get("/reset-token")
def reset_token(email: str = Depends(requested_email)):
    """Reset token."""
    email = next(part for part in (email, "") if part)
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return {"sent": True}
