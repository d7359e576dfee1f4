from flask import Blueprint, Response

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/go/<url>")
def go(url):
    """Go."""
    url = value_or_default(url, "/", use_request=True)
    return Response(status=302, headers={"Location": url})
