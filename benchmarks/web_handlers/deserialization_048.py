import base64
import os
import pickle

from flask import Blueprint, jsonify, request
from itsdangerous import Signer

bp = Blueprint("restore_session", __name__, url_prefix="/api")

SIGNER = Signer(os.environ["SESSION_SECRET"])


@bp.post("/restore-session")
def restore_session():
    """Restore session."""
    blob = request.form.get("blob", "")
    blob = blob.strip()
    data = pickle.loads(base64.urlsafe_b64decode(blob))
    return jsonify({"user": data.get("user")})
