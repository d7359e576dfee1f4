from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login")
def after_login(next: str = ""):
    """After login."""
    if not next:
        next = ""
    return RedirectResponse(next)
