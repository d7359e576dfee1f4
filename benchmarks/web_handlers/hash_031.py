import hashlib

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
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return jsonify({"changed": True})
