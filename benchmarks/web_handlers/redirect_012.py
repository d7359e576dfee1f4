from flask import Blueprint, redirect, request

bp = Blueprint("back_to", __name__, url_prefix="/api")


@bp.get("/back-to")
def back_to():
    """Back to."""
    page = request.values.get("page", "")
    queue = ["home"]
    queue.extend([page, "spare"])
    queue.pop()
    page = queue[0]
    return redirect(page)
