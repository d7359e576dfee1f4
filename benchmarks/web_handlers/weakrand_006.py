import secrets

from flask import Blueprint, jsonify, request

bp = Blueprint("start_session", __name__, url_prefix="/api")

SESSIONS = {}


@bp.get("/start-session")
def start_session():
    """Start session."""
    user = request.args.to_dict().get("user", "")
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
