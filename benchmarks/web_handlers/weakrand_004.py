import secrets
import string

from fastapi import FastAPI, Header

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.get("/forgot-password")
def forgot_password(email: str = Header(default="", alias="X-Email")):
    """Forgot password."""
    email = email.replace("\r", "").replace("\n", "")
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
