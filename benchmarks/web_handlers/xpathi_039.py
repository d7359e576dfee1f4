import xml.etree.ElementTree as ET

from fastapi import FastAPI, Request

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


def run_user_exists(name):
    """User exists for one value."""
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}


@app.post("/user-exists")
async def user_exists(request: Request):
    """User exists."""
    name = (await request.json()).get("name", "")
    name = "{}".format(name).strip()
    result = run_user_exists(name)
    return result
