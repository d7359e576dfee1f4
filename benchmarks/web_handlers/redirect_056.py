from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next_url = next(iter(request.values.getlist("next_url")), "")
    requested, fallback = next_url, "/"
    next_url = requested or fallback
    return redirect(next_url)
