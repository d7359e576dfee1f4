from fastapi import Depends, FastAPI, Request
from fastapi.responses import JSONResponse

app = FastAPI()


def requested_theme(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("theme") or request.headers.get("x-theme", "")


@app.get("/remember-theme")
def remember_theme(theme: str = Depends(requested_theme)):
    """Remember theme."""
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
