import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEY_HASHES = set()


@app.route("/api-key-lookup", methods=["GET", "POST"])
def api_key_lookup():
    """Api key lookup."""
    api_key = (request.get_json(silent=True) or {}).get("api_key", "")
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return jsonify({"authorised": fingerprint in API_KEY_HASHES})
