from flask import Flask, Response, request

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/echo", methods=["GET", "POST"])
def echo():
    """Echo."""
    message = (request.get_json(silent=True) or {}).get("message", "")
    message = value_or_default(message, "", use_request=True)
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")
