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


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/continue-to")
def continue_to():
    """Continue to."""
    target = RequestParams(request).get("target")
    target = normalise(target)
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
