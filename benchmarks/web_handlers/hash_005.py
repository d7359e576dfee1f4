import hashlib
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/reset-token")
def reset_token():
    """Reset token."""
    email = query_value(request, "email")
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
