import hashlib
import hmac
import os

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

PUBLISHED_DIGEST = os.environ.get("PUBLISHED_DIGEST", "")


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


class VerifyUploadView(MethodView):
    def get(self):
        """Verify upload."""
        content = RequestParams(request).get("content")
        digest = hashlib.sha256(content.encode()).hexdigest()
        return jsonify({"trusted": hmac.compare_digest(digest, PUBLISHED_DIGEST)})


app.add_url_rule("/verify-upload", view_func=VerifyUploadView.as_view("verify_upload"))
