from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to")
def continue_to():
    """Continue to."""
    target = request.values.get("target", "")
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
