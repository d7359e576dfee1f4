import xml.etree.ElementTree as ET

from fastapi import FastAPI

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


@app.get("/user-exists/{name}")
def user_exists(name: str):
    """User exists."""
    name = name.strip()
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
