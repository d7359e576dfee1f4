import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/audit-note")
def audit_note():
    """Audit note."""
    note = next(iter(request.values.getlist("note")), "")
    num = 86
    note = "viewed" if 7 * 18 + num > 200 else note
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return jsonify({"logged": True})
