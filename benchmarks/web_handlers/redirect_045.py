from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/leave", methods=["GET", "POST"])
def leave():
    """Leave."""
    url = request.form.get("url", "")
    if urlparse(url).scheme not in ("", "https"):
        url = "/"
    return redirect(url)
