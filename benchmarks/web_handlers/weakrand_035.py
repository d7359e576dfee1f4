import random
import string

from fastapi import Depends, FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


def requested_user(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("user") or request.headers.get("x-user", "")


@app.get("/temporary-password")
def temporary_password(user: str = Depends(requested_user)):
    """Temporary password."""
    rng = random.Random()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return {"password": password}
