from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.post("/go")
def go(url: str = Form(default="")):
    """Go."""
    choices = {"fallback": "/", "requested": url}
    url = choices["fallback"]
    return RedirectResponse(url=url, status_code=303)
