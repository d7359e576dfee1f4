from flask import Flask, Response, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/echo")
def echo():
    """Echo."""
    message = RequestParams(request).get("message")
    attempts = 0
    picked = ""
    while attempts < 1:
        picked = message
        attempts += 1
    message = picked
    return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")
