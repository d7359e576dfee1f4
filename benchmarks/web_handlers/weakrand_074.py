import random
import string

from flask import Flask, jsonify

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits
RESET_TOKENS = {}


@app.route("/forgot-password/<email>")
def forgot_password(email):
    """Forgot password."""
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
