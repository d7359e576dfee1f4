from urllib.parse import unquote, urlparse

from flask import Flask, redirect, request, url_for

app = Flask(__name__)
ALLOWED_HOSTS = {"app.example.com", "help.example.com"}


@app.route("/login/done")
def login_done():
    target = unquote(request.args.get("next", ""))
    if not target:
        target = url_for("home")
    parts = urlparse(target)
    if parts.scheme != "https" or parts.netloc not in ALLOWED_HOSTS:
        target = url_for("home")
    return redirect(target)


@app.route("/")
def home():
    return "home"
