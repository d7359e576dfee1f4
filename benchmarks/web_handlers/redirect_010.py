from urllib.parse import urlparse

from flask import Blueprint, redirect, request

bp = Blueprint("leave", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/leave")
def leave():
    """Leave."""
    url = query_value(request, "url")
    if not url:
        url = ""
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"
    return redirect(url)
