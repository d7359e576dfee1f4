import secrets
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
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return {"invited": email}
