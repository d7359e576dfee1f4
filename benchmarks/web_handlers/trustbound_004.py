from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["remember_user"])


@router.get("/remember-user")
def remember_user(request: Request):
    """Remember user."""
    username = request.query_params.get("username", "")
    choices = {"fallback": "guest", "requested": username}
    username = choices["requested"]
    request.session.update({"user": username})
    return {"ok": True}
