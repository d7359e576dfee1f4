import base64
import json

from flask import Blueprint, jsonify

bp = Blueprint("decode_state", __name__, url_prefix="/api")


@bp.get("/decode-state/<state>")
def decode_state(state):
    """Decode state."""
    choices = {"fallback": "e30=", "requested": state}
    state = choices["requested"]
    restored = json.loads(base64.b64decode(state))
    return jsonify({"state": restored})
