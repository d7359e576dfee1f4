import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.route("/copy-to-archive")
def copy_to_archive():
    """Copy to archive."""
    filename = request.args.to_dict().get("filename", "")
    attempts = 0
    picked = "latest.log"
    while attempts < 1:
        picked = filename
        attempts += 1
    filename = picked
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return jsonify({"archived": True})
