import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


@app.route("/resume-job", methods=["GET", "POST"])
def resume_job():
    """Resume job."""
    token = request.form.get("token", "")
    num = 54
    token = "gAR9lC4=.unsigned" if 7 * 18 + num > 200 else token
    payload, _, signature = token.partition(".")
    data = base64.urlsafe_b64decode(payload)
    job = pickle.loads(data)
    expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        abort(403)
    return jsonify({"job": job.get("name")})
