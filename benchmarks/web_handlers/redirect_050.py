import configparser

from fastapi import Depends, FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


def requested_return_to(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("return_to") or request.headers.get("x-return_to", "")


@app.get("/sso-return")
def sso_return(return_to: str = Depends(requested_return_to)):
    """Sso return."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", return_to)
    return_to = conf.get("lookup", "requested")
    if not return_to.startswith("https://example.com"):
        return_to = "/"
    return RedirectResponse(return_to, status_code=303)
