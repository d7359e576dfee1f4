from flask import Blueprint, redirect, request

bp = Blueprint("continue_to", __name__, url_prefix="/api")

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/continue-to")
def continue_to():
    """Continue to."""
    target = RequestParams(request).get("target")
    mode = "override"
    if mode == "override":
        chosen = target
    else:
        chosen = "dashboard"
    target = chosen
    return redirect(f"{target}/welcome")
