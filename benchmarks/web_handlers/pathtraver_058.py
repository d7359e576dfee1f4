import os

from flask import Blueprint, request, send_file
from werkzeug.utils import secure_filename

bp = Blueprint("attachment", __name__, url_prefix="/api")

DOWNLOADS = "/srv/app/downloads"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/attachment")
def attachment():
    """Attachment."""
    filename = query_value(request, "filename")
    filename = value_or_default(filename, "readme.txt", use_request=True)
    return send_file(os.path.join(DOWNLOADS, secure_filename(filename)), as_attachment=True)
