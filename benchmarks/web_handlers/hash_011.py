import hashlib
import hmac
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


class VerifyUploadView(MethodView):
    def post(self):
        """Verify upload."""
        content = (request.get_json(silent=True) or {}).get("content", "")
        digest = hashlib.sha256(content.encode()).hexdigest()
        return jsonify({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})


app.add_url_rule("/verify-upload", view_func=VerifyUploadView.as_view("verify_upload"))
