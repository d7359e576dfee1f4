from urllib.parse import urlparse

from fastapi import APIRouter
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["go"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    url: str = ""


@router.post("/go")
def go(payload: RequestBody):
    """Go."""
    url = payload.url
    requested, fallback = url, "/"
    url = requested or fallback
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return RedirectResponse(url=url, status_code=303)
