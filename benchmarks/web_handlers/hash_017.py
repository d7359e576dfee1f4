import hashlib
import os

from flask import Blueprint, jsonify, request

bp = Blueprint("change_password", __name__, url_prefix="/api")

USERS = {}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.post("/change-password")
def change_password():
    """Change password."""
    password = (request.get_json(silent=True) or {}).get("password", "")
    password = normalise(password)
    salt = os.urandom(16)
    USERS["current"] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    return jsonify({"changed": True})
