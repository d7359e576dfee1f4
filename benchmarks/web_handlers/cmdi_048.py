import os

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/ping-host")
def ping_host():
    """Ping host."""
    host = request.values.get("host", "")
    host = host.replace("\r", "").replace("\n", "")
    status = os.system("ping -c 1 " + host)
    return jsonify({"reachable": status == 0})
