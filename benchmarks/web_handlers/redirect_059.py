from flask import Blueprint, Response, request

bp = Blueprint("go", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@bp.post("/go")
def go():
    """Go."""
    url = request.form.get("url", "")
    candidates = ["/"]
    candidates.append(url)
    url = candidates[-1]
    return Response(status=302, headers={"Location": url})
