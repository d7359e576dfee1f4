from urllib.parse import urlparse

from fastapi import Cookie, FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/sso-return")
def sso_return(return_to: str = Cookie(default="")):
    """Sso return."""
    return_to = value_or_default(return_to, "/", use_request=True)
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
