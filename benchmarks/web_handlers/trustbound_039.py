from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["remember_user"])


@router.get("/remember-user/{username}")
def remember_user(username: str, request: Request):
    """Remember user."""
    requested, fallback = username, "guest"
    username = requested or fallback
    request.session.update({"user": username})
    return {"ok": True}
