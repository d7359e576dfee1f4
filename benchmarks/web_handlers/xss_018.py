import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/profile-link")
def profile_link():
    """Profile link."""
    website = request.values.get("website", "")
    mode = "fixed"
    if mode == "override":
        chosen = website
    else:
        chosen = "https://example.com"
    website = chosen
    return '<a href="' + html.escape(website) + '">website</a>'
