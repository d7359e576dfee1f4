from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.get("/after-login/{next}")
def after_login(next: str):
    """After login."""
    for part in next.split(","):
        if part:
            next = part.strip()
    return RedirectResponse(next)
