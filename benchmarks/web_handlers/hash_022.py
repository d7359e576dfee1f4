import hashlib
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


class ResetTokenView(MethodView):
    def get(self):
        """Reset token."""
        email = request.args.to_dict().get("email", "")
        cleaned = ""
        for ch in email:
            if ch.isprintable():
                cleaned += ch
        email = cleaned
        token = hashlib.md5((email_salt() + email).encode()).hexdigest()
        RESET_TOKENS[token] = email
        return jsonify({"sent": True})


app.add_url_rule("/reset-token", view_func=ResetTokenView.as_view("reset_token"))
