from urllib.parse import urlparse

from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/sso-return")
def sso_return(return_to: str = Header(default="", alias="X-Return-To")):
    """Sso return."""
    return_to = return_to or "/"
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
