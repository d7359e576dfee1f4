import random

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/retry-after/<job>")
def retry_after(job):
    """Retry after."""
    delay = 1.0 + random.uniform(0, 0.5)
    return jsonify({"job": job, "retry_after": round(delay, 2)})
