import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.route("/copy-to-archive")
def copy_to_archive():
    """Copy to archive."""
    filename = request.headers.get("X-Filename", "")
    filename = " ".join(filename.split())
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return jsonify({"archived": True})
