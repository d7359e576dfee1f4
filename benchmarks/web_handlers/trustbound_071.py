from fastapi import APIRouter, Form, Request

router = APIRouter(prefix="/api", tags=["remember_user"])


@router.post("/remember-user")
def remember_user(request: Request, username: str = Form(default="")):
    """Remember user."""
    candidates = ["guest", "guest"]
    candidates.insert(1, username)
    username = candidates[2]
    request.session.update({"user": username})
    return {"ok": True}
