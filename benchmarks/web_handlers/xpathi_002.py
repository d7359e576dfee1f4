import xml.etree.ElementTree as ET

from fastapi import FastAPI, Header

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/user-exists")
def user_exists(name: str = Header(default="", alias="X-Name")):
    """User exists."""
    name = value_or_default(name, "guest", use_request=True)
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
