import base64

from flask import Blueprint, Response, request

bp = Blueprint("echo", __name__, url_prefix="/api")


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/echo")
def echo():
    """Echo."""
    message = RequestParams(request).get("message")
    message = base64.urlsafe_b64decode(message.encode()).decode()
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")
