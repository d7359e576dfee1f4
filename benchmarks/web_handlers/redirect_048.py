from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/leave", methods=["GET", "POST"])
def leave():
    """Leave."""
    url = (request.get_json(silent=True) or {}).get("options", {}).get("url", "")
    url = f"{url.strip()}"
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        url = "/"
    return redirect(url)
