import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

EXPORT_ROOT = "/srv/exports"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/export-archive")
def export_archive():
    """Export archive."""
    folder = request.cookies.get("folder", "")
    folder = value_or_default(folder, "reports", use_request=True)
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(args, check=False)
    return jsonify({"ok": done.returncode == 0})
