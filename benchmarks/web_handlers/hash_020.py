import hashlib
import os

from flask import Flask, jsonify

app = Flask(__name__)

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@app.route("/reset-token/<email>")
def reset_token(email):
    """Reset token."""
    token = hashlib.sha256((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
