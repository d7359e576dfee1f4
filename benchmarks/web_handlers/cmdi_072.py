import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

EXPORT_ROOT = "/srv/exports"


@app.route("/export-archive")
def export_archive():
    """Export archive."""
    folder = request.cookies.get("folder", "")
    folder = "{}".format(folder).strip()
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return jsonify({"ok": done.returncode == 0})
