import hashlib
import os

from flask import Blueprint, jsonify, request

bp = Blueprint("reset_token", __name__, url_prefix="/api")

RESET_TOKENS = {}


def email_salt():
    return os.urandom(16).hex()


@bp.get("/reset-token")
def reset_token():
    """Reset token."""
    email = request.cookies.get("email", "")
    token = hashlib.md5((email_salt() + email).encode()).hexdigest()
    RESET_TOKENS[token] = email
    return jsonify({"sent": True})
