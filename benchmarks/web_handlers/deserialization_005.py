import base64
import marshal

from flask import Blueprint, jsonify, request

bp = Blueprint("decode_state", __name__, url_prefix="/api")


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.get("/decode-state")
def decode_state():
    """Decode state."""
    state = query_value(request, "state")
    state = normalise(state)
    restored = marshal.loads(base64.b64decode(state))
    return jsonify({"state": restored})
