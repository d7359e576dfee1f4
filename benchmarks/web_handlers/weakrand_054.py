import random
import string

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["forgot_password"])

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@router.get("/forgot-password")
def forgot_password(request: Request):
    """Forgot password."""
    email = request.query_params.get("email", "")
    cleaned = ""
    for ch in email:
        if ch.isprintable():
            cleaned += ch
    email = cleaned
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
