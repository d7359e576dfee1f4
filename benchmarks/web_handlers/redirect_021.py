import configparser
from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next = request.headers.get("X-Next", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", next)
    next = conf.get("lookup", "requested")
    parsed = urlparse(next)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        next = "/"

    return redirect(next)
