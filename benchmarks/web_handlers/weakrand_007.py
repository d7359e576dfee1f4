import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

SESSIONS = {}


class StartSessionView(MethodView):
    def post(self):
        """Start session."""
        user = request.form.get("user", "")
        session_id = "%032x" % random.getrandbits(128)
        SESSIONS[session_id] = user
        return jsonify({"session": session_id})


app.add_url_rule("/start-session", view_func=StartSessionView.as_view("start_session"))
