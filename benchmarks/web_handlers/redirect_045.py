from flask import Blueprint, redirect, request

bp = Blueprint("back_to", __name__, url_prefix="/api")


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.get("/back-to")
def back_to():
    """Back to."""
    page = request.headers.get("Referer", "/")
    page = normalise(page)
    return redirect(page)
