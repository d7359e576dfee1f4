import secrets
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.route("/forgot-password")
def forgot_password():
    """Forgot password."""
    email = request.values.get("email", "")
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
