from flask import Blueprint, request

bp = Blueprint("tag_list", __name__, url_prefix="/api")


@bp.get("/tag-list")
def tag_list():
    """Tag list."""
    tags = request.headers.get("X-Tags", "")
    requested, fallback = tags, "new,popular"
    tags = fallback or requested
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
