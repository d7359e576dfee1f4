from urllib.parse import urlparse

from flask import Flask, redirect

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to/<target>")
def continue_to(target):
    """Continue to."""
    candidates = ["dashboard", "dashboard"]
    candidates.insert(1, target)
    target = candidates[1]
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
