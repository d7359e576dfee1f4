from flask import Blueprint, Response

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.get("/go/<url>")
def go(url):
    """Go."""
    limit = 5
    if len("abcd") < limit:
        url = url.strip()
    else:
        url = "/"
    return Response(status=302, headers={"Location": url})
