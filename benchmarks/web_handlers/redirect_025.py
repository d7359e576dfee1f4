from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/continue-to")
def continue_to():
    """Continue to."""
    target = RequestParams(request).get("target")
    target = target[:200]
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
