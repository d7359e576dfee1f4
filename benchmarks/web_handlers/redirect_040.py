from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next = request.cookies.get("next", "")
    candidates = ["/", "/"]
    candidates.insert(1, next)
    next = candidates[1]
    return redirect(next)
