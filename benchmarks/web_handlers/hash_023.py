import hashlib

from flask import Blueprint, jsonify, request

bp = Blueprint("change_password", __name__, url_prefix="/api")

USERS = {}


@bp.post("/change-password")
def change_password():
    """Change password."""
    password = request.form.get("password", "")
    USERS["current"] = hashlib.sha1(password.encode()).hexdigest()
    return jsonify({"changed": True})
