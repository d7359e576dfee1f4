from flask import Blueprint, redirect

bp = Blueprint("back_to", __name__, url_prefix="/api")


@bp.get("/back-to/<page>")
def back_to(page):
    """Back to."""
    attempts = 0
    picked = "home"
    while attempts < 1:
        picked = page
        attempts += 1
    page = picked
    return redirect(page)
