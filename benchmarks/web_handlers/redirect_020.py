from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login")
def after_login(request: Request):
    """After login."""
    next_url = dict(request.query_params).get("next_url", "")
    choices = {"fallback": "/", "requested": next_url}
    next_url = choices["requested"]
    parsed = urlparse(next_url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next_url = "/"

    return RedirectResponse(next_url)
