import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


class UserExistsView(MethodView):
    def get(self):
        """User exists."""
        name = request.headers.get("X-Name", "")
        name = " ".join(name.split())
        root = ET.parse(USERS_XML).getroot()
        matches = [user for user in root.iter("user") if user.get("name") == name]
        return jsonify({"exists": bool(matches)})


app.add_url_rule("/user-exists", view_func=UserExistsView.as_view("user_exists"))
