import base64

from flask import Blueprint, redirect

bp = Blueprint("back_to", __name__, url_prefix="/api")


@bp.get("/back-to/<page>")
def back_to(page):
    """Back to."""
    page = base64.urlsafe_b64decode(page.encode()).decode()
    return redirect(page)
