import os
import shlex

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/ping-host/<host>")
def ping_host(host):
    """Ping host."""
    mode = "override"
    if mode == "override":
        chosen = host
    else:
        chosen = "localhost"
    host = chosen
    status = os.system("ping -c 1 " + shlex.quote(host))
    return jsonify({"reachable": status == 0})
