from flask import Blueprint, Response, request

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@bp.get("/go")
def go():
    """Go."""
    url = query_value(request, "url")
    choices = {"fallback": "/", "requested": url}
    url = choices["fallback"]
    return Response(status=302, headers={"Location": url})
