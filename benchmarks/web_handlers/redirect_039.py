from urllib.parse import urlparse

from fastapi import Depends, FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def requested_url(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("url") or request.headers.get("x-url", "")


@app.get("/leave")
def leave(url: str = Depends(requested_url)):
    """Leave."""
    num = 8
    url = url if num % 2 == 1 else "/"
    if urlparse(url).scheme not in ("", "https"):
        url = "/"
    return RedirectResponse(url, status_code=303)
