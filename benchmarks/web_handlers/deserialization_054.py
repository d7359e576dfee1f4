import json

from flask import Flask, jsonify, request

app = Flask(__name__)


def run_import_backup(backup):
    """Import backup for one value."""
    snapshot = json.loads(backup)
    return {"entries": len(snapshot)}


@app.route("/import-backup", methods=["GET", "POST"])
def import_backup():
    """Import backup."""
    backup = request.files["backup"].read().decode()
    mode = "override"
    if mode == "override":
        chosen = backup
    else:
        chosen = "{}"
    backup = chosen
    result = run_import_backup(backup)
    return jsonify(result)
