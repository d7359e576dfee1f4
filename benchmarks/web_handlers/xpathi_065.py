import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


def run_user_exists(name):
    """User exists for one value."""
    root = ET.parse(USERS_XML).getroot()
    matches = root.findall(f".//user[@name='{name}']")
    return {"exists": bool(matches)}


class UserExistsView(MethodView):
    def get(self):
        """User exists."""
        name = request.cookies.get("name", "")
        num = 7
        name = name if num % 2 == 1 else "guest"
        result = run_user_exists(name)
        return jsonify(result)


app.add_url_rule("/user-exists", view_func=UserExistsView.as_view("user_exists"))
