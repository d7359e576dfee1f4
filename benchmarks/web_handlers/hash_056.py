import hashlib

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/dedupe-key/<title>")
def dedupe_key(title):
    """Dedupe key."""
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return jsonify({"bucket": bucket})
