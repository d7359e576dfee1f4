from urllib.parse import urlparse

from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/go")
def go(url: str = Form(default="")):
    """Go."""
    url = url or "/"
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return RedirectResponse(url=url, status_code=303)
