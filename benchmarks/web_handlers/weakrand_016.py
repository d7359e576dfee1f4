import random

from flask import Blueprint, jsonify, request

bp = Blueprint("start_session", __name__, url_prefix="/api")

SESSIONS = {}


@bp.get("/start-session")
def start_session():
    """Start session."""
    user = request.args.to_dict().get("user", "")
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
