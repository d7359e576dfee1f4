from flask import Blueprint, make_response, request

bp = Blueprint("preview", __name__, url_prefix="/api")


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.post("/preview")
def preview():
    """Preview."""
    title = (request.get_json(silent=True) or {}).get("options", {}).get("title", "")
    title = normalise(title)
    response = make_response("<h2>" + title + "</h2>")
    response.headers["X-Preview"] = "1"
    return response
