import random
import string

from fastapi import FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.get("/invite")
def invite(request: Request):
    """Invite."""
    email = dict(request.query_params).get("email", "")
    email = f"{email.strip()}"
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return {"invited": email}
