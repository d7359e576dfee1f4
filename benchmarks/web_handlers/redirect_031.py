from urllib.parse import urlparse

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login")
def after_login(next_url: str = ""):
    """After login."""
    next_url = "%s" % next_url.strip()
    parsed = urlparse(next_url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next_url = "/"

    return RedirectResponse(next_url)
