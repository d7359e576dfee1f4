import hashlib
import os

from fastapi import FastAPI, Header

app = FastAPI()

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@app.get("/reset-token")
def reset_token(email: str = Header(default="", alias="X-Email")):
    """Reset token."""
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return {"sent": True}
