import xml.etree.ElementTree as ET

from fastapi import Cookie, FastAPI

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


@app.get("/user-exists")
def user_exists(name: str = Cookie(default="")):
    """User exists."""
    cleaned = ""
    for ch in name:
        if ch.isprintable():
            cleaned += ch
    name = cleaned
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
