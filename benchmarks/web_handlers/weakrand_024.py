import secrets

from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("remember_me", __name__, url_prefix="/api")

REMEMBERED = {}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/remember-me")
def remember_me():
    """Remember me."""
    user = RequestParams(request).get("user")
    token = secrets.token_hex(8)
    REMEMBERED[token] = user
    response = make_response(jsonify({"ok": True}))
    response.set_cookie("remember", token, secure=True, httponly=True)
    return response
