from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login/{next}")
def after_login(next: str):
    """After login."""
    attempts = 1
    picked = "/"
    while attempts < 1:
        picked = next
        attempts += 1
    next = picked
    return RedirectResponse(next)
