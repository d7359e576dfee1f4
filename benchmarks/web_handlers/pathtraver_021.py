import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

LOG_ROOT = "/var/log/app"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/show-log")
def show_log():
    """Show log."""
    log = query_value(request, "log")
    log = normalise(log)
    target = os.path.realpath(os.path.join(LOG_ROOT, log))
    if not target.startswith(LOG_ROOT + os.sep):
        abort(403)
    with open(target) as handle:
        tail = handle.readlines()[-50:]
    return jsonify({"lines": tail})
