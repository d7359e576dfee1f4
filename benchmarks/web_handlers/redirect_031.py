from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/go/{url}")
def go(url: str):
    """Go."""
    mode = "override"
    if mode == "override":
        chosen = url
    else:
        chosen = "/"
    url = chosen
    return RedirectResponse(url=url, status_code=303)
