import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

LOG_ROOT = "/var/log/app"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/show-log")
def show_log():
    """Show log."""
    log = query_value(request, "log")
    requested, fallback = log, "app.log"
    log = requested or fallback
    target = os.path.join(LOG_ROOT, log)
    if not target.startswith(LOG_ROOT):
        abort(403)
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return jsonify({"lines": tail})
