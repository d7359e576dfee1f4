from urllib.parse import urlparse

from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    url: str = ""


@app.post("/leave")
def leave(payload: RequestBody):
    """Leave."""
    url = payload.url
    url = f"{url.strip()}"
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"
    return RedirectResponse(url, status_code=303)
