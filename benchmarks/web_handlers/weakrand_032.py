import random

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/retry-after")
def retry_after():
    """Retry after."""
    job = next(iter(request.values.getlist("job")), "")
    delay = 1.0 + random.uniform(0, 0.5)
    return jsonify({"job": job, "retry_after": round(delay, 2)})
