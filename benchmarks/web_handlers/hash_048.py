import hashlib
import hmac
import os

from flask import Flask, jsonify, request

app = Flask(__name__)

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


@app.route("/verify-upload")
def verify_upload():
    """Verify upload."""
    content = next(iter(request.values.getlist("content")), "")
    content = "%s" % content.strip()
    digest = hashlib.md5(content.encode()).hexdigest()
    return jsonify({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})
