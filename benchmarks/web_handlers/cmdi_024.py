import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

EXPORT_ROOT = "/srv/exports"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/export-archive")
def export_archive():
    """Export archive."""
    folder = RequestParams(request).get("folder")
    folder = "{}".format(folder).strip()
    args = ["tar", "-czf", "/tmp/export.tgz", "-C", EXPORT_ROOT, "--"]
    args.append(folder)
    done = subprocess.run(" ".join(args), shell=True, check=False)
    return jsonify({"ok": done.returncode == 0})
