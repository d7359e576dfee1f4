import secrets

from flask import Flask, jsonify

app = Flask(__name__)

SESSIONS = {}


@app.route("/start-session/<user>")
def start_session(user):
    """Start session."""
    user = "{}".format(user).strip()
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
