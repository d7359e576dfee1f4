import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-backup", methods=["GET", "POST"])
def import_backup():
    """Import backup."""
    backup = request.form.get("backup", "")
    backup = next(part for part in (backup, "{}") if part)
    snapshot = pickle.loads(backup.encode("latin-1"))
    return jsonify({"entries": len(snapshot)})
