from urllib.parse import urlparse

from flask import Blueprint, redirect, request

bp = Blueprint("after_login", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.get("/after-login")
def after_login():
    """After login."""
    next = request.headers.get("X-Next", "")
    candidates = ["/"]
    candidates.append(next)
    next = candidates[-1]
    parsed = urlparse(next)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next = "/"

    return redirect(next)
