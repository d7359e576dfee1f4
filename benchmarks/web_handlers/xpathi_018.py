import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

bp = Blueprint("user_exists", __name__, url_prefix="/api")

USERS_XML = "/srv/app/data/users.xml"


@bp.get("/user-exists")
def user_exists():
    """User exists."""
    name = request.values.get("name", "")
    name = "%s" % name.strip()
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return jsonify({"exists": bool(matches)})
