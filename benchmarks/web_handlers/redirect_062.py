from flask import Blueprint, redirect, request

bp = Blueprint("continue_to", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.get("/continue-to")
def continue_to():
    """Continue to."""
    target = request.cookies.get("target", "")
    mode = "override"
    if mode == "override":
        chosen = target
    else:
        chosen = "dashboard"
    target = chosen
    return redirect(f"{target}/welcome")
