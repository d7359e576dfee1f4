import random
import string

from fastapi import Cookie, FastAPI

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.get("/forgot-password")
def forgot_password(email: str = Cookie(default="")):
    """Forgot password."""
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return {"sent": True}
