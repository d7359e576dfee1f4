from urllib.parse import urlparse

from flask import Flask, Response, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/go", methods=["GET", "POST"])
def go():
    """Go."""
    url = request.form.get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"

    return Response(status=302, headers={"Location": url})
