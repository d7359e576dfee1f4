import xml.etree.ElementTree as ET

from fastapi import Depends, FastAPI, Request

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


def requested_name(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("name") or request.headers.get("x-name", "")


@app.get("/user-exists")
def user_exists(name: str = Depends(requested_name)):
    """User exists."""
    candidates = ["guest", "guest"]
    candidates.insert(1, name)
    name = candidates[1]
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
