import hashlib

from flask import Blueprint, jsonify, request

bp = Blueprint("dedupe_key", __name__, url_prefix="/api")


@bp.post("/dedupe-key")
def dedupe_key():
    """Dedupe key."""
    title = request.form.get("title", "")
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return jsonify({"bucket": bucket})
