import base64
import hashlib
import hmac
import os
import pickle
from types import SimpleNamespace

from flask import Flask, abort, jsonify

app = Flask(__name__)

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@app.route("/resume-job/<token>")
def resume_job(token):
    """Resume job."""
    lookup = SimpleNamespace(requested=token, fallback="gAR9lC4=.unsigned")
    token = lookup.requested
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        abort(403)
    job = pickle.loads(data)
    return jsonify({"job": job.get("name")})
