import random
import string

from fastapi import Cookie, FastAPI

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@app.get("/temporary-password")
def temporary_password(user: str = Cookie(default="")):
    """Temporary password."""
    rng = random.Random()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return {"password": password}
