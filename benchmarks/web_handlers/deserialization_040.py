import json
import os

from flask import Flask, jsonify, request
from flask.views import MethodView
from itsdangerous import Signer

app = Flask(__name__)

SIGNER = Signer(os.environ["SESSION_SECRET"])


class RestoreSessionView(MethodView):
    def get(self):
        """Restore session."""
        blob = request.headers.get("X-Blob", "")
        source = "manual"
        match source:
            case "manual":
                chosen = blob
            case _:
                chosen = "eyJ1c2VyIjogImd1ZXN0In0="
        blob = chosen
        signed = SIGNER.unsign(blob)
        data = json.loads(signed)
        return jsonify({"user": data.get("user")})


app.add_url_rule("/restore-session", view_func=RestoreSessionView.as_view("restore_session"))
