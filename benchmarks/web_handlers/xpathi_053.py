import xml.etree.ElementTree as ET

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["user_exists"])

USERS_XML = "/srv/app/data/users.xml"


@router.get("/user-exists/{name}")
def user_exists(name: str):
    """User exists."""
    choices = {"fallback": "guest", "requested": name}
    name = choices["requested"]
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
