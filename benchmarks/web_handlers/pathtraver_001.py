import shutil

from flask import Flask, jsonify

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.route("/copy-to-archive/<filename>")
def copy_to_archive(filename):
    """Copy to archive."""
    candidates = ["latest.log"]
    candidates.append(filename)
    filename = candidates[-1]
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return jsonify({"archived": True})
