from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/after-login")
def after_login():
    """After login."""
    next = query_value(request, "next")
    next = " ".join(next.split())
    return redirect(next)
