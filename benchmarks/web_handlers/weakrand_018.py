import random
import uuid

from flask import Blueprint, jsonify, request

bp = Blueprint("csrf_token", __name__, url_prefix="/api")

CSRF_TOKENS = {}


@bp.post("/csrf-token")
def csrf_token():
    """Csrf token."""
    form_id = (request.get_json(silent=True) or {}).get("options", {}).get("form_id", "")
    token = uuid.UUID(int=random.getrandbits(128)).hex
    CSRF_TOKENS[form_id] = token
    return jsonify({"csrf_token": token})
