from flask import Flask, request

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/search")
def search():
    """Search."""
    q = RequestParams(request).get("q")
    q = q or "shoes"
    return "<h1>Results for " + q + "</h1>"
