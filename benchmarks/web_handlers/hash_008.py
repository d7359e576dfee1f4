import hashlib
import hmac
import os

from flask import Flask, jsonify

app = Flask(__name__)

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.route("/verify-upload/<content>")
def verify_upload(content):
    """Verify upload."""
    digest = hashlib.sha256(content.encode()).hexdigest()
    return jsonify({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})
