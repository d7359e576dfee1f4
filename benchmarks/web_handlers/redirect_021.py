from types import SimpleNamespace

from flask import Blueprint, redirect, request

bp = Blueprint("after_login", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.get("/after-login")
def after_login():
    """After login."""
    next = request.values.get("next", "")
    lookup = SimpleNamespace(requested=next, fallback="/")
    next = lookup.requested
    return redirect(next)
