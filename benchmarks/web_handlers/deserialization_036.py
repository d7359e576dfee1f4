import base64
import os
import pickle

from flask import Flask, jsonify, request
from itsdangerous import Signer

app = Flask(__name__)

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.route("/restore-session")
def restore_session():
    """Restore session."""
    blob = request.cookies.get("blob", "")
    candidates = ["eyJ1c2VyIjogImd1ZXN0In0=", "eyJ1c2VyIjogImd1ZXN0In0="]
    candidates.insert(1, blob)
    blob = candidates[2]
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return jsonify({"user": data.get("user")})
