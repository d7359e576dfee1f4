import base64
import xml.etree.ElementTree as ET

from fastapi import APIRouter, Header

router = APIRouter(prefix="/api", tags=["user_exists"])

USERS_XML = "/srv/app/data/users.xml"


@router.get("/user-exists")
def user_exists(name: str = Header(default="", alias="X-Name")):
    """User exists."""
    name = base64.urlsafe_b64decode(name.encode()).decode()
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
