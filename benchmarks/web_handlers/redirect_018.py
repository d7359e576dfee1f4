from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login")
def after_login(next: str = Header(default="", alias="X-Next")):
    """After login."""
    next = " ".join(next.split())
    return RedirectResponse(next)
