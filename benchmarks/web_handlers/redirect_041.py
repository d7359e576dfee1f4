from fastapi import Depends, FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def requested_next_url(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("next_url") or request.headers.get("x-next_url", "")


@app.get("/after-login")
def after_login(next_url: str = Depends(requested_next_url)):
    """After login."""
    cleaned = ""
    for ch in next_url:
        if ch.isprintable():
            cleaned += ch
    next_url = cleaned
    return RedirectResponse(next_url)
