from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("remember_theme", __name__, url_prefix="/api")


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/remember-theme")
def remember_theme():
    """Remember theme."""
    theme = RequestParams(request).get("theme")
    response = make_response(jsonify({"saved": True}))
    response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
    return response
