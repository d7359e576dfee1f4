from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.post("/sso-return")
async def sso_return(request: Request):
    """Sso return."""
    return_to = (await request.json()).get("return_to", "")
    candidates = ["/", "/"]
    candidates.insert(1, return_to)
    return_to = candidates[1]
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
