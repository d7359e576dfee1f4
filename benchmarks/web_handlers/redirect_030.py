from urllib.parse import urlparse

from fastapi import APIRouter, Header
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["go"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.get("/go")
def go(url: str = Header(default="", alias="X-Url")):
    """Go."""
    url = value_or_default(url, "/", use_request=True)
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return RedirectResponse(url=url, status_code=303)
