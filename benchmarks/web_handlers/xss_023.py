import html
from urllib.parse import urlparse

from flask import Flask, request

app = Flask(__name__)


@app.route("/profile-link")
def profile_link():
    """Profile link."""
    website = request.args.get("website", "")
    source = "manual"
    match source:
        case "manual":
            chosen = website
        case _:
            chosen = "https://example.com"
    website = chosen
    if urlparse(website).scheme not in ("http", "https"):
        website = "#"
    return '<a href="' + html.escape(website) + '">website</a>'
