import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)

SESSIONS = {}


@app.route("/start-session")
def start_session():
    """Start session."""
    user = request.args.to_dict().get("user", "")
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
