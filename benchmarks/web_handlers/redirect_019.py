from urllib.parse import urlparse

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["sso_return"])


@router.get("/sso-return")
def sso_return(request: Request):
    """Sso return."""
    return_to = request.headers.get("referer", "/")
    limit = 5
    if len("abcd") < limit:
        return_to = return_to.strip()
    else:
        return_to = "/"
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
