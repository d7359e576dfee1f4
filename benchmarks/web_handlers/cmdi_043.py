import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

EXPORT_ROOT = "/srv/exports"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/export-archive")
def export_archive():
    """Export archive."""
    folder = query_value(request, "folder")
    candidates = ["reports"]
    candidates.append(folder)
    folder = candidates[-1]
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return jsonify({"ok": done.returncode == 0})
