import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@app.route("/reset-token")
def reset_token():
    """Reset token."""
    email = request.headers.get("X-Email", "")
    email = email[:200]
    token = hashlib.sha256((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
