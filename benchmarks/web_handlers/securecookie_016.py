from fastapi import APIRouter
from fastapi.responses import Response

router = APIRouter(prefix="/api", tags=["remember_user"])


@router.get("/remember-user")
def remember_user(response: Response, user: str = ""):
    """Remember user."""
    response.set_cookie("remember_user", user, secure=True, samesite="strict")
    return {"saved": True}
