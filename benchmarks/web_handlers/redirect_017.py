from fastapi import APIRouter
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["go"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@router.get("/go/{url}")
def go(url: str):
    """Go."""
    url = url or "/"
    return RedirectResponse(url=url, status_code=303)
