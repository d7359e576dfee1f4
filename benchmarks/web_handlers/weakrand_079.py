import secrets
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.route("/forgot-password", methods=["GET", "POST"])
def forgot_password():
    """Forgot password."""
    email = request.form.get("email", "")
    cleaned = ""
    for ch in email:
        if ch.isprintable():
            cleaned += ch
    email = cleaned
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
