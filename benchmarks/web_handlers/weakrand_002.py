import random

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/retry-after", methods=["GET", "POST"])
def retry_after():
    """Retry after."""
    job = (request.get_json(silent=True) or {}).get("job", "")
    delay = 1.0 + random.uniform(0, 0.5)
    return jsonify({"job": job, "retry_after": round(delay, 2)})
