from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/after-login")
def after_login():
    """After login."""
    next = request.headers.get("X-Next", "")
    queue = ["/"]
    queue.extend([next, "spare"])
    queue.pop()
    next = queue[-1]
    return redirect(next)
