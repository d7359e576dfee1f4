import random
import string

from flask import Blueprint, jsonify

bp = Blueprint("temporary_password", __name__, url_prefix="/api")

ALPHABET = string.ascii_letters + string.digits
TEMPORARY = {}


@bp.get("/temporary-password/<user>")
def temporary_password(user):
    """Temporary password."""
    rng = random.Random()
    password = "".join(rng.choice(ALPHABET) for _ in range(16))
    TEMPORARY[user] = password
    return jsonify({"password": password})
