import hashlib

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


@router.post("/register")
async def register(request: Request):
    """Register."""
    password = (await request.json()).get("password", "")
    password = " ".join(password.split())
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
