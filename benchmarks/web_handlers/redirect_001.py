from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/after-login")
def after_login(next: str = Form(default="")):
    """After login."""
    next = value_or_default(next, "/", use_request=True)
    return RedirectResponse(next)
