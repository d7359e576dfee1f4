import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/audit-note")
def audit_note():
    """Audit note."""
    note = request.args.to_dict().get("note", "")
    choices = {"fallback": "viewed", "requested": note}
    note = choices["fallback"]
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return jsonify({"logged": True})
