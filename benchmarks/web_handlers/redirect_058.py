from fastapi import APIRouter
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["after_login"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@router.get("/after-login/{next_url}")
def after_login(next_url: str):
    """After login."""
    cleaned = ""
    for ch in next_url:
        if ch.isprintable():
            cleaned += ch
    next_url = cleaned
    return RedirectResponse(next_url)
