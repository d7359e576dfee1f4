import secrets
import string

from fastapi import Depends, FastAPI, Request

app = FastAPI()

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


def requested_email(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("email") or request.headers.get("x-email", "")


@app.get("/invite")
def invite(email: str = Depends(requested_email)):
    """Invite."""
    if not email:
        email = ""
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return {"invited": email}
