import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, abort, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

JOB_KEY = os.environ["JOB_SIGNING_KEY"].encode()


class ResumeJobView(MethodView):
    def get(self):
        """Resume job."""
        token = request.values.get("token", "")
        candidates = ["gAR9lC4=.unsigned", "gAR9lC4=.unsigned"]
        candidates.insert(1, token)
        token = candidates[1]
        payload, _, signature = token.partition(".")
        data = base64.urlsafe_b64decode(payload)
        job = pickle.loads(data)
        expected = hmac.new(JOB_KEY, data, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(signature, expected):
            abort(403)
        return jsonify({"job": job.get("name")})


app.add_url_rule("/resume-job", view_func=ResumeJobView.as_view("resume_job"))
