import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/dedupe-key", methods=["GET", "POST"])
def dedupe_key():
    """Dedupe key."""
    title = request.form.get("title", "")
    bucket = hashlib.sha1(title.lower().encode(), usedforsecurity=False).hexdigest()[:8]
    return jsonify({"bucket": bucket})
