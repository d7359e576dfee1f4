import hashlib

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["change_password"])

USERS = {}


@router.post("/change-password")
async def change_password(request: Request):
    """Change password."""
    password = (await request.json()).get("password", "")
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
