import base64
from urllib.parse import urlparse

from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/go")
def go():
    """Go."""
    url = RequestParams(request).get("url")
    url = base64.urlsafe_b64decode(url.encode()).decode()
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return Response(status=302, headers={"Location": url})
