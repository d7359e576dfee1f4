from urllib.parse import urlparse

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["after_login"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@router.post("/after-login")
async def after_login(request: Request):
    """After login."""
    next = (await request.json()).get("next", "")
    candidates = ["/", "/"]
    candidates.insert(1, next)
    next = candidates[1]
    parsed = urlparse(next)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next = "/"

    return RedirectResponse(next)
