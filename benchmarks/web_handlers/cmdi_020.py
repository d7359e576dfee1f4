import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/reload-worker")
def reload_worker():
    """Reload worker."""
    pid = request.headers.get("X-Pid", "")
    attempts = 0
    picked = "1"
    while attempts < 1:
        picked = pid
        attempts += 1
    pid = picked
    os.system("kill -HUP " + str(int(pid)))
    return jsonify({"signalled": pid})
