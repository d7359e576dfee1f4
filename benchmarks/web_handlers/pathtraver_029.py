import os

from flask import Blueprint, request, send_file

bp = Blueprint("download", __name__, url_prefix="/api")

DOWNLOADS = "/srv/app/downloads"


@bp.get("/download")
def download():
    """Download."""
    filename = request.args.get("filename", "")
    candidates = ["readme.txt"]
    candidates.append(filename)
    filename = candidates[-1]
    return send_file(os.path.join(DOWNLOADS, filename))
