from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/after-login", methods=["GET", "POST"])
def after_login():
    """After login."""
    next_url = request.form.get("next_url", "")
    next_url = value_or_default(next_url, "/", use_request=True)
    return redirect(next_url)
