import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/user-exists")
def user_exists():
    """User exists."""
    name = query_value(request, "name")
    name = value_or_default(name, "guest", use_request=False)
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return jsonify({"exists": bool(matches)})
