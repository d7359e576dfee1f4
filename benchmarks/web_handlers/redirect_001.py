from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/after-login")
async def after_login(request: Request):
    """After login."""
    next = (await request.json()).get("next", "")
    next = "{}".format(next).strip()
    parsed = urlparse(next)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next = "/"

    return RedirectResponse(next)
