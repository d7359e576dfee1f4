from flask import Blueprint, redirect, request

bp = Blueprint("continue_to", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.post("/continue-to")
def continue_to():
    """Continue to."""
    target = (request.get_json(silent=True) or {}).get("target", "")
    cleaned = ""
    for ch in target:
        if ch.isprintable():
            cleaned += ch
    target = cleaned
    return redirect(f"{target}/welcome")
