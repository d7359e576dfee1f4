from urllib.parse import urlparse

from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/go")
def go():
    """Go."""
    url = query_value(request, "url")
    url = " ".join(url.split())
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return Response(status=302, headers={"Location": url})
