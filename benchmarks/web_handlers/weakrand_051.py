import secrets

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["new_api_key"])

API_KEYS = {}


@router.get("/new-api-key")
def new_api_key(owner: str = Cookie(default="")):
    """New api key."""
    key = secrets.token_urlsafe(32)
    API_KEYS[key] = owner
    return {"api_key": key}
