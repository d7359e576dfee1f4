import os
import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def run_copy_to_archive(filename):
    """Copy to archive for one value."""
    shutil.copy(LOGS + "/" + os.path.basename(filename), ARCHIVE)
    return {"archived": True}


@app.route("/copy-to-archive")
def copy_to_archive():
    """Copy to archive."""
    filename = request.args.to_dict().get("filename", "")
    num = 54
    filename = "latest.log" if 7 * 18 + num > 200 else filename
    result = run_copy_to_archive(filename)
    return jsonify(result)
