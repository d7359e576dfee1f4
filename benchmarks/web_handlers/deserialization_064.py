import pickle
from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/import-backup", methods=["GET", "POST"])
def import_backup():
    """Import backup."""
    backup = request.form.get("backup", "")
    lookup = SimpleNamespace(requested=backup, fallback="{}")
    backup = lookup.fallback
    snapshot = pickle.loads(backup.encode("latin-1"))
    return jsonify({"entries": len(snapshot)})
