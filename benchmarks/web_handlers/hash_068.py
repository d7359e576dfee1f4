import hashlib

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


@router.post("/register")
def register(password: str = Form(default="")):
    """Register."""
    password = password.replace("\r", "").replace("\n", "")
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
