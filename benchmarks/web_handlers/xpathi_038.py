import xml.etree.ElementTree as ET
from types import SimpleNamespace

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/api", tags=["user_exists"])

USERS_XML = "/srv/app/data/users.xml"


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    name: str = ""


@router.post("/user-exists")
def user_exists(payload: RequestBody):
    """User exists."""
    name = payload.name
    lookup = SimpleNamespace(requested=name, fallback="guest")
    name = lookup.requested
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
