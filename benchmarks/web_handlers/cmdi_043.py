import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/audit-note")
def audit_note():
    """Audit note."""
    note = request.args.to_dict().get("note", "")
    candidates = ["viewed", "viewed"]
    candidates.insert(1, note)
    note = candidates[2]
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return jsonify({"logged": True})
