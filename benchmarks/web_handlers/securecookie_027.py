from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

router = APIRouter(prefix="/api", tags=["remember_user"])


def requested_user(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("user") or request.headers.get("x-user", "")


@router.get("/remember-user")
def remember_user(response: Response, user: str = Depends(requested_user)):
    """Remember user."""
    response.set_cookie("remember_user", user, secure=True, samesite="strict")
    return {"saved": True}
