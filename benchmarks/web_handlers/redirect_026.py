from flask import Blueprint, Response, request

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@bp.get("/go")
def go():
    """Go."""
    url = next(iter(request.values.getlist("url")), "")
    url = normalise(url)
    return Response(status=302, headers={"Location": url})
