from flask import Blueprint

bp = Blueprint("search", __name__, url_prefix="/api")


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@bp.get("/search/<q>")
def search(q):
    """Search."""
    q = value_or_default(q, "shoes", use_request=False)
    return "<h1>Results for " + q + "</h1>"
