from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    next_url: str = ""


@app.post("/after-login")
def after_login(payload: RequestBody):
    """After login."""
    next_url = payload.next_url
    next_url = next(part for part in (next_url, "/") if part)
    return RedirectResponse(next_url)
