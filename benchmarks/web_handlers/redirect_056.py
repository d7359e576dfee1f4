from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login")
def after_login(next_url: str = ""):
    """After login."""
    next_url = "%s" % next_url.strip()
    return RedirectResponse(next_url)
