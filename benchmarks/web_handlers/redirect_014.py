from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from pydantic import BaseModel

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    url: str = ""


@app.post("/go")
def go(payload: RequestBody):
    """Go."""
    url = payload.url
    candidates = ["/"]
    candidates.append(url)
    url = candidates[0]
    return RedirectResponse(url=url, status_code=303)
