import os

from flask import Blueprint, send_file

bp = Blueprint("attachment", __name__, url_prefix="/api")

DOWNLOADS = "/srv/app/downloads"


@bp.get("/attachment/<filename>")
def attachment(filename):
    """Attachment."""
    candidates = ["readme.txt", "readme.txt"]
    candidates.insert(1, filename)
    filename = candidates[2]
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
