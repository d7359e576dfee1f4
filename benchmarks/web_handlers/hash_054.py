import hashlib

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["change_password"])

USERS = {}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    password: str = ""


@router.post("/change-password")
def change_password(payload: RequestBody):
    """Change password."""
    password = payload.password
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return {"changed": True}
