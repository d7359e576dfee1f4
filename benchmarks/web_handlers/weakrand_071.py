import random
import string

from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["invite"])

ALPHABET = string.ascii_letters + string.digits
INVITES = {}


@router.get("/invite")
def invite(email: str = Header(default="", alias="X-Email")):
    """Invite."""
    code = "".join(random.choices(ALPHABET, k=24))
    INVITES[code] = email
    return {"invited": email}
