import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/user-exists", methods=["GET", "POST"])
def user_exists():
    """User exists."""
    name = (request.get_json(silent=True) or {}).get("options", {}).get("name", "")
    attempts = 1
    picked = "guest"
    while attempts < 1:
        picked = name
        attempts += 1
    name = picked
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return jsonify({"exists": bool(matches)})
