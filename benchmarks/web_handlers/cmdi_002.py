import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/ping-host", methods=["GET", "POST"])
def ping_host():
    """Ping host."""
    host = (request.get_json(silent=True) or {}).get("options", {}).get("host", "")
    queue = ["localhost"]
    queue.extend([host, "spare"])
    queue.pop()
    host = queue[0]
    status = os.system("ping -c 1 " + host)
    return jsonify({"reachable": status == 0})
