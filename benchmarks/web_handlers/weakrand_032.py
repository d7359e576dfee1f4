import secrets
import string

from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["invite"])

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@router.get("/invite")
def invite(email: str = Header(default="", alias="X-Email")):
    """Invite."""
    code = "".join(secrets.choice(ALPHABET) for _ in range(24))
    INVITES[code] = email
    return {"invited": email}
