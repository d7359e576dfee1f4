import xml.etree.ElementTree as ET
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/user-exists")
def user_exists():
    """User exists."""
    name = request.cookies.get("name", "")
    lookup = SimpleNamespace(requested=name, fallback="guest")
    name = lookup.requested
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return jsonify({"exists": bool(matches)})
