import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


class UserExistsView(MethodView):
    def post(self):
        """User exists."""
        name = (request.get_json(silent=True) or {}).get("name", "")
        choices = {"fallback": "guest", "requested": name}
        name = choices["requested"]
        root = ET.parse(USERS_XML).getroot()
        matches = [user for user in root.iter("user") if user.get("name") == name]
        return jsonify({"exists": bool(matches)})


app.add_url_rule("/user-exists", view_func=UserExistsView.as_view("user_exists"))
