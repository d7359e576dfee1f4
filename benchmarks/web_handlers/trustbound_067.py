from types import SimpleNamespace

from fastapi import APIRouter, Form, Request

router = APIRouter(prefix="/api", tags=["remember_user"])


@router.post("/remember-user")
def remember_user(request: Request, username: str = Form(default="")):
    """Remember user."""
    lookup = SimpleNamespace(requested=username, fallback="guest")
    username = lookup.requested
    request.session.update({"user": username})
    return {"ok": True}
