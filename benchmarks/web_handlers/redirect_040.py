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
    source = "manual"
    match source:
        case "manual":
            chosen = next_url
        case _:
            chosen = "/"
    next_url = chosen
    return redirect(next_url)
