from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next_url = request.args.to_dict().get("next_url", "")
    next_url = " ".join(next_url.split())
    return redirect(next_url)
