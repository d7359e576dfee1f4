import random
import string

from fastapi import FastAPI, Form

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.post("/forgot-password")
def forgot_password(email: str = Form(default="")):
    """Forgot password."""
    email = email.replace("\r", "").replace("\n", "")
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
