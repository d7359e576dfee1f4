import xml.etree.ElementTree as ET

from fastapi import FastAPI, Request

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


@app.get("/user-exists")
def user_exists(request: Request):
    """User exists."""
    name = dict(request.query_params).get("name", "")
    candidates = ["guest"]
    candidates.append(name)
    name = candidates[-1]
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return {"exists": bool(matches)}
