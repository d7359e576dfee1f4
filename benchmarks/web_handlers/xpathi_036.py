import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/user-exists")
def user_exists():
    """User exists."""
    name = RequestParams(request).get("name")
    mode = "override"
    if mode == "override":
        chosen = name
    else:
        chosen = "guest"
    name = chosen
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return jsonify({"exists": bool(matches)})
