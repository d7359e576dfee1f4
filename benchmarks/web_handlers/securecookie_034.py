from fastapi import APIRouter
from fastapi.responses import Response
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["remember_user"])


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    user: str = ""


@router.post("/remember-user")
def remember_user(payload: RequestBody, response: Response):
    """Remember user."""
    user = payload.user
    response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="strict")
    return {"saved": True}
