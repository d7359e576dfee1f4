import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEY_HASHES = set()


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/api-key-lookup")
def api_key_lookup():
    """Api key lookup."""
    api_key = query_value(request, "api_key")
    api_key = "%s" % api_key.strip()
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return jsonify({"authorised": fingerprint in API_KEY_HASHES})
