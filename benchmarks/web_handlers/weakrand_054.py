import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)

SESSIONS = {}


@app.route("/start-session", methods=["GET", "POST"])
def start_session():
    """Start session."""
    user = request.form.get("user", "")
    user = user.replace("\r", "").replace("\n", "")
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
