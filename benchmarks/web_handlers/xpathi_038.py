import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


def run_user_exists(name):
    """User exists for one value."""
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return {"exists": bool(matches)}


@app.route("/user-exists")
def user_exists():
    """User exists."""
    name = request.args.get("name", "")
    requested, fallback = name, "guest"
    name = requested or fallback
    result = run_user_exists(name)
    return jsonify(result)
