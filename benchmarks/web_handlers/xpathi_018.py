import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/user-exists", methods=["GET", "POST"])
def user_exists():
    """User exists."""
    name = request.form.get("name", "")
    name = name[:200]
    root = ET.parse(USERS_XML).getroot()
    matches = [user for user in root.iter("user") if user.get("name") == name]
    return jsonify({"exists": bool(matches)})
