import hashlib
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

USERS = {}


class RegisterView(MethodView):
    def post(self):
        """Register."""
        password = request.form.get("password", "")
        password = "{}".format(password).strip()
        salt = os.urandom(16)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()
        USERS["new-user"] = salt.hex() + "$" + digest
        return jsonify({"registered": True})


app.add_url_rule("/register", view_func=RegisterView.as_view("register"))
