import configparser
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/audit-note", methods=["GET", "POST"])
def audit_note():
    """Audit note."""
    note = (request.get_json(silent=True) or {}).get("note", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "viewed")
    conf.set("lookup", "requested", note)
    note = conf.get("lookup", "requested")
    subprocess.Popen(f"logger -t webapp {note}", shell=True).wait()
    return jsonify({"logged": True})
