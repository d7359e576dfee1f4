import hashlib

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["register"])

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@router.post("/register")
def register(payload: RequestBody):
    """Register."""
    password = payload.password
    digest = hashlib.md5(password.encode()).hexdigest()
    USERS["new-user"] = digest
    return {"registered": True}
