import random
import string

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


class TemporaryPasswordView(MethodView):
    def get(self):
        """Temporary password."""
        user = request.cookies.get("user", "")
        rng = random.Random()
        password = "".join(rng.choice(ALPHABET) for _ in range(16))
        TEMPORARY[user] = password
        return jsonify({"password": password})


app.add_url_rule("/temporary-password", view_func=TemporaryPasswordView.as_view("temporary_password"))
