from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/go")
def go(url: str = ""):
    """Go."""
    url = value_or_default(url, "/", use_request=False)
    return RedirectResponse(url=url, status_code=303)
