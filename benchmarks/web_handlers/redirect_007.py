from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@app.route("/continue-to", methods=["GET", "POST"])
def continue_to():
    """Continue to."""
    target = (request.get_json(silent=True) or {}).get("options", {}).get("target", "")
    target = target or "dashboard"
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.netloc not in ALLOWED_HOSTS:
        target = "/"

    return redirect(f"{target}/welcome")
