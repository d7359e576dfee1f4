from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go")
def go(url: str = Header(default="", alias="X-Url")):
    """Go."""
    if not url:
        url = ""
    return RedirectResponse(url=url, status_code=303)
