import shutil

from flask import Flask, jsonify, request

app = Flask(__name__)

LOGS = "/var/log/app"
ARCHIVE = "/srv/archive"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/copy-to-archive", methods=["GET", "POST"])
def copy_to_archive():
    """Copy to archive."""
    filename = request.form.get("filename", "")
    filename = value_or_default(filename, "latest.log", use_request=False)
    shutil.copy(LOGS + "/" + filename, ARCHIVE)
    return jsonify({"archived": True})
