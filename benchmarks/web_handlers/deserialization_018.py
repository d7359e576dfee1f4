import base64
import os
import pickle

from flask import Flask, jsonify, request
from itsdangerous import Signer

app = Flask(__name__)

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.route("/restore-session", methods=["GET", "POST"])
def restore_session():
    """Restore session."""
    blob = (request.get_json(silent=True) or {}).get("options", {}).get("blob", "")
    queue = ["eyJ1c2VyIjogImd1ZXN0In0="]
    queue.extend([blob, "spare"])
    queue.pop()
    blob = queue[-1]
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return jsonify({"user": data.get("user")})
