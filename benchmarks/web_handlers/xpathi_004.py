import xml.etree.ElementTree as ET

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["user_exists"])

USERS_XML = "/srv/app/data/users.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.post("/user-exists")
async def user_exists(request: Request):
    """User exists."""
    name = (await request.json()).get("name", "")
    name = value_or_default(name, "guest", use_request=True)
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return {"exists": bool(matches)}
