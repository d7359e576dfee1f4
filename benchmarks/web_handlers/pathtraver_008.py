import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


@app.route("/copy-to-archive", methods=["GET", "POST"])
def copy_to_archive():
    """Copy to archive."""
    filename = (request.get_json(silent=True) or {}).get("filename", "")
    cleaned = ""
    for ch in filename:
        if ch.isprintable():
            cleaned += ch
    filename = cleaned
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return jsonify({"archived": True})
