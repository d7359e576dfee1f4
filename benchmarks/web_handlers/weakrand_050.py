import random
import string

from fastapi import FastAPI

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@app.get("/invite")
def invite(email: str = ""):
    """Invite."""
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return {"invited": email}
