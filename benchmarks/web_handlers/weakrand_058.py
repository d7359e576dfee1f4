import hashlib
import random

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class HashPasswordView(MethodView):
    def post(self):
        """Hash password."""
        password = request.form.get("password", "")
        password = password.replace("\r", "").replace("\n", "")
        salt = random.randbytes(16)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
        return jsonify({"stored": (salt + digest).hex()})


app.add_url_rule("/hash-password", view_func=HashPasswordView.as_view("hash_password"))
