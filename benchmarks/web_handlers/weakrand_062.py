import secrets
import string

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


class ForgotPasswordView(MethodView):
    def post(self):
        """Forgot password."""
        email = request.form.get("email", "")
        if not email:
            email = ""
        token = "".join(secrets.choice(ALPHABET) for _ in range(32))
        RESET_TOKENS[token] = email
        return jsonify({"sent": True})


app.add_url_rule("/forgot-password", view_func=ForgotPasswordView.as_view("forgot_password"))
