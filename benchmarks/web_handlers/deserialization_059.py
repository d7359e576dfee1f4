import json
import os

from flask import Flask, jsonify, request
from itsdangerous import Signer

app = Flask(__name__)

SIGNER = Signer(os.environ["SESSION_SECRET"])


@app.route("/restore-session", methods=["GET", "POST"])
def restore_session():
    """Restore session."""
    blob = (request.get_json(silent=True) or {}).get("blob", "")
    blob = blob.strip()
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return jsonify({"user": data.get("user")})
