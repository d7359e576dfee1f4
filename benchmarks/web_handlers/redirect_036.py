from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/after-login")
def after_login():
    """After login."""
    next_url = query_value(request, "next_url")
    next_url = " ".join(next_url.split())
    return redirect(next_url)
