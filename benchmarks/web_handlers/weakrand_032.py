import random
import string

from fastapi import FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@app.get("/temporary-password")
def temporary_password(request: Request):
    """Temporary password."""
    user = dict(request.query_params).get("user", "")
    rng = random.Random()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return {"password": password}
