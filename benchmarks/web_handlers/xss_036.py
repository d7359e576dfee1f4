from flask import Blueprint, Response, request

bp = Blueprint("echo", __name__, url_prefix="/api")


@bp.post("/echo")
def echo():
    """Echo."""
    message = request.form.get("message", "")
    num = 86
    message = "hello" if 7 * 18 + num > 200 else message
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")
