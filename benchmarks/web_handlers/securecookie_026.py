from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

router = APIRouter(prefix="/api", tags=["remember_theme"])


@router.get("/remember-theme")
def remember_theme(request: Request):
    """Remember theme."""
    theme = request.query_params.get("theme", "")
    theme = theme.replace("\r", "").replace("\n", "")
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, secure=True, httponly=True)
    return response
