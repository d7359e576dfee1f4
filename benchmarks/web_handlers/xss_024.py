import base64

from flask import Flask, Response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/echo")
def echo():
    """Echo."""
    message = query_value(request, "message")
    message = base64.urlsafe_b64decode(message.encode()).decode()
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/plain")
