from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["after_login"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@router.post("/after-login")
async def after_login(request: Request):
    """After login."""
    next_url = (await request.json()).get("next_url", "")
    choices = {"fallback": "/", "requested": next_url}
    next_url = choices["fallback"]
    return RedirectResponse(next_url)
