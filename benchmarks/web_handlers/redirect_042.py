from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/sso-return", methods=["GET", "POST"])
def sso_return():
    """Sso return."""
    return_to = (request.get_json(silent=True) or {}).get("return_to", "")
    return_to = " ".join(return_to.split())
    parsed = urlparse(return_to)
    if parsed.scheme != "https" or parsed.netloc != "example.com":
        return_to = "/"
    return redirect(return_to)
