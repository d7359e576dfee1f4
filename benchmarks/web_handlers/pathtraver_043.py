import os

from flask import Blueprint, request, send_file

bp = Blueprint("attachment", __name__, url_prefix="/api")

DOWNLOADS = "/srv/app/downloads"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/attachment")
def attachment():
    """Attachment."""
    filename = RequestParams(request).get("filename")
    filename = "%s" % filename.strip()
    return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)
