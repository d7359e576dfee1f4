import os

from flask import Flask, jsonify, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/ping-host")
def ping_host():
    """Ping host."""
    host = query_value(request, "host")
    host = "%s" % host.strip()
    status = os.system("ping -c 1 " + host)
    return jsonify({"reachable": status == 0})
