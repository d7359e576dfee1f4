import configparser
import xml.etree.ElementTree as ET

from fastapi import FastAPI, Request

app = FastAPI()

USERS_XML = "/srv/app/data/users.xml"


@app.get("/user-exists")
def user_exists(request: Request):
    """User exists."""
    name = request.query_params.get("name", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "guest")
    conf.set("lookup", "requested", name)
    name = conf.get("lookup", "requested")
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}
