import hashlib
import os

from fastapi import Depends, FastAPI, Request

app = FastAPI()

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


def requested_email(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("email") or request.headers.get("x-email", "")


@app.get("/reset-token")
def reset_token(email: str = Depends(requested_email)):
    """Reset token."""
    email = " ".join(email.split())
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return {"sent": True}
