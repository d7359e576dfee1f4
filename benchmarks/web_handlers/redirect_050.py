from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/sso-return")
def sso_return(return_to: str = Header(default="", alias="X-Return-To")):
    """Sso return."""
    return_to = return_to or "/"
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
