import secrets
import string

from fastapi import FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.post("/forgot-password")
async def forgot_password(request: Request):
    """Forgot password."""
    email = (await request.json()).get("email", "")
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
