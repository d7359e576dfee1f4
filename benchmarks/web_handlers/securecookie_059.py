from fastapi import APIRouter, Request
from fastapi.responses import PlainTextResponse

router = APIRouter(prefix="/api", tags=["set_locale"])


@router.get("/set-locale")
def set_locale(request: Request):
    """Set locale."""
    locale = request.query_params.get("locale", "")
    response = PlainTextResponse("ok")
    response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
    return response
