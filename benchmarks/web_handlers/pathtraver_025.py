import os
import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/copy-to-archive")
def copy_to_archive():
    """Copy to archive."""
    filename = query_value(request, "filename")
    filename = normalise(filename)
    shutil.copy(LOGS + "/" + os.path.basename(filename), ARCHIVE)
    return jsonify({"archived": True})
