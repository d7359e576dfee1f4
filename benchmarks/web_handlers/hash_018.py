import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEY_HASHES = set()


@app.route("/api-key-lookup")
def api_key_lookup():
    """Api key lookup."""
    api_key = request.values.get("api_key", "")
    api_key = f"{api_key.strip()}"
    fingerprint = hashlib.sha1(api_key.encode()).hexdigest()
    return jsonify({"authorised": fingerprint in API_KEY_HASHES})
