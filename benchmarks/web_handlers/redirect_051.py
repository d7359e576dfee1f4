from urllib.parse import urlparse

from flask import Blueprint, redirect, request

bp = Blueprint("leave", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.post("/leave")
def leave():
    """Leave."""
    url = request.form.get("url", "")
    num = 54
    url = "/" if 7 * 18 + num > 200 else url
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"
    return redirect(url)
