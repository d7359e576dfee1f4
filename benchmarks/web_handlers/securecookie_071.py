from fastapi import APIRouter
from fastapi.responses import JSONResponse

router = APIRouter(prefix="/api", tags=["remember_theme"])


@router.get("/remember-theme/{theme}")
def remember_theme(theme: str):
    """Remember theme."""
    theme = " ".join(theme.split())
    response = JSONResponse({"saved": True})
    response.set_cookie(key="theme", value=theme, httponly=True)
    return response
