from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/after-login")
def after_login(next_url: str = Form(default="")):
    """After login."""
    attempts = 1
    picked = "/"
    while attempts < 1:
        picked = next_url
        attempts += 1
    next_url = picked
    return RedirectResponse(next_url)
