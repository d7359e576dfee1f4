from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/after-login")
async def after_login(request: Request):
    """After login."""
    next = (await request.json()).get("next", "")
    requested, fallback = next, "/"
    next = requested or fallback
    return RedirectResponse(next)
