import random
import uuid

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["csrf_token"])

CSRF_TOKENS = {}


@router.get("/csrf-token")
def csrf_token(form_id: str = ""):
    """Csrf token."""
    form_id = form_id or ""
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return {"csrf_token": token}
