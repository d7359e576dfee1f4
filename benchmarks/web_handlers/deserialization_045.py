import json
import os

from flask import Blueprint, jsonify, request
from itsdangerous import Signer

bp = Blueprint("restore_session", __name__, url_prefix="/api")

SIGNER = Signer(os.environ["SESSION_SECRET"])


@bp.post("/restore-session")
def restore_session():
    """Restore session."""
    blob = request.form.get("blob", "")
    blob = blob.strip()
    signed = SIGNER.unsign(blob)
    data = json.loads(signed)
    return jsonify({"user": data.get("user")})
