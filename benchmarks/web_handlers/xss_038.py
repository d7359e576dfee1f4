from flask import Flask, Response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/echo")
def echo():
    """Echo."""
    message = query_value(request, "message")
    message = value_or_default(message, "hello", use_request=True)
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")
