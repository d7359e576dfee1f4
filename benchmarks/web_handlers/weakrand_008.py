import random

from flask import Flask, jsonify, request

app = Flask(__name__)

SESSIONS = {}


@app.route("/start-session")
def start_session():
    """Start session."""
    user = request.args.to_dict().get("user", "")
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
