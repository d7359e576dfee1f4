import base64
import marshal

from flask import Blueprint, jsonify

bp = Blueprint("decode_state", __name__, url_prefix="/api")


@bp.get("/decode-state/<state>")
def decode_state(state):
    """Decode state."""
    candidates = ["e30=", "e30="]
    candidates.insert(1, state)
    state = candidates[1]
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
