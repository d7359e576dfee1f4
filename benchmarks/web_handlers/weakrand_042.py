import random

from flask import Flask, jsonify, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/retry-after")
def retry_after():
    """Retry after."""
    job = RequestParams(request).get("job")
    delay = 1.0 + random.uniform(0, 0.5)
    return jsonify({"job": job, "retry_after": round(delay, 2)})
