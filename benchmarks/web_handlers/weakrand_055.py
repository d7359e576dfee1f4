import random

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/retry-after")
def retry_after():
    """Retry after."""
    job = query_value(request, "job")
    delay = 1.0 + random.uniform(0, 0.5)
    return jsonify({"job": job, "retry_after": round(delay, 2)})
