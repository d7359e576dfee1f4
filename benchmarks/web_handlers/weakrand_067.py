import secrets

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["unsubscribe_link"])

UNSUBSCRIBE = {}


@router.get("/unsubscribe-link/{email}")
def unsubscribe_link(email: str):
    """Unsubscribe link."""
    token = secrets.token_hex(12)
    UNSUBSCRIBE[token] = email
    return {"link": "/unsubscribe/" + token}
