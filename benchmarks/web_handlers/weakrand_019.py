import random

from flask import Flask, jsonify

app = Flask(__name__)

SESSIONS = {}


@app.route("/start-session/<user>")
def start_session(user):
    """Start session."""
    user = "{}".format(user).strip()
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return jsonify({"session": session_id})
