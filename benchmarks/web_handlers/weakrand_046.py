import random
import string

from fastapi import FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.get("/forgot-password")
def forgot_password(request: Request):
    """Forgot password."""
    email = dict(request.query_params).get("email", "")
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
