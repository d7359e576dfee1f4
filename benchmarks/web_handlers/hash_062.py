import hashlib

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

USERS = {}


class RegisterView(MethodView):
    def post(self):
        """Register."""
        password = request.form.get("password", "")
        password = "{}".format(password).strip()
        digest = hashlib.md5(password.encode()).hexdigest()
        USERS["new-user"] = digest
        return jsonify({"registered": True})


app.add_url_rule("/register", view_func=RegisterView.as_view("register"))
