from flask import Blueprint, Response, request

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/go")
def go():
    """Go."""
    url = RequestParams(request).get("url")
    for part in url.split(","):
        if part:
            url = part.strip()
    return Response(status=302, headers={"Location": url})
