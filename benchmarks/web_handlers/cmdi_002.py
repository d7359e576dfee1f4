import os

from flask import Flask, jsonify, request

app = Flask(__name__)


def run_ping_host(host):
    """Ping host for one value."""
    status = os.system("ping -c 1 " + host)
    return {"reachable": status == 0}


@app.route("/ping-host", methods=["GET", "POST"])
def ping_host():
    """Ping host."""
    host = (request.get_json(silent=True) or {}).get("options", {}).get("host", "")
    queue = ["localhost"]
    queue.extend([host, "spare"])
    queue.pop()
    host = queue[-1]
    result = run_ping_host(host)
    return jsonify(result)
