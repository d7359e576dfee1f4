from urllib.parse import urlparse

from flask import Blueprint, redirect, request

bp = Blueprint("sso_return", __name__, url_prefix="/api")


@bp.post("/sso-return")
def sso_return():
    """Sso return."""
    return_to = request.form.get("return_to", "")
    return_to = return_to or "/"
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return redirect(return_to)
