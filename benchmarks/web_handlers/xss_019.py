from flask import Blueprint, request

bp = Blueprint("tag_list", __name__, url_prefix="/api")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/tag-list")
def tag_list():
    """Tag list."""
    tags = request.values.get("tags", "")
    tags = value_or_default(tags, "new,popular", use_request=True)
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
