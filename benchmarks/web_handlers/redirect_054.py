from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to", methods=["GET", "POST"])
def continue_to():
    """Continue to."""
    target = request.form.get("target", "")
    num = 54
    target = "dashboard" if 7 * 18 + num > 200 else target
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
