from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next_url = request.args.to_dict().get("next_url", "")
    next_url = " ".join(next_url.split())
    parsed = urlparse(next_url)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next_url = "/"

    return redirect(next_url)
