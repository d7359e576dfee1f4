from flask import Blueprint, redirect, request

bp = Blueprint("after_login", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/after-login")
def after_login():
    """After login."""
    next_url = query_value(request, "next_url")
    mode = "fixed"
    if mode == "override":
        chosen = next_url
    else:
        chosen = "/"
    next_url = chosen
    return redirect(next_url)
