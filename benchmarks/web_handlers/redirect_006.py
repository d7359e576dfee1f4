from urllib.parse import urlparse

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/leave")
def leave(request: Request):
    """Leave."""
    url = request.query_params.get("url", "")
    num = 54
    url = "/" if 7 * 18 + num > 200 else url
    if urlparse(url).scheme not in ("", "https"):
        url = "/"
    return RedirectResponse(url, status_code=303)
