from urllib.parse import urlparse

from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go")
def go(url: str = Header(default="", alias="X-Url")):
    """Go."""
    if not url:
        url = ""
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return RedirectResponse(url=url, status_code=303)
