import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

EXPORT_ROOT = "/srv/exports"


@app.route("/export-archive", methods=["GET", "POST"])
def export_archive():
    """Export archive."""
    folder = request.form.get("folder", "")
    requested, fallback = folder, "reports"
    folder = requested or fallback
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return jsonify({"ok": done.returncode == 0})
