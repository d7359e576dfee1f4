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
    queue = ["/"]
    queue.extend([next_url, "spare"])
    queue.pop()
    next_url = queue[-1]
    return redirect(next_url)
