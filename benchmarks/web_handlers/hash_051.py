import hashlib

from flask import Blueprint, jsonify

bp = Blueprint("api_key_lookup", __name__, url_prefix="/api")

API_KEY_HASHES = set()


@bp.get("/api-key-lookup/<api_key>")
def api_key_lookup(api_key):
    """Api key lookup."""
    if not api_key:
        api_key = ""
    fingerprint = hashlib.sha1(api_key.encode()).hexdigest()
    return jsonify({"authorised": fingerprint in API_KEY_HASHES})
