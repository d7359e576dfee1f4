from flask import Blueprint, make_response, request

bp = Blueprint("greet", __name__, url_prefix="/api")


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/greet")
def greet():
    """Greet."""
    name = RequestParams(request).get("name")
    mode = "fixed"
    if mode == "override":
        chosen = name
    else:
        chosen = "guest"
    name = chosen
    return make_response(f"<p>Hello {name}</p>")
