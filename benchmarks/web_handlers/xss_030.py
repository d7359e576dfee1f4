import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/profile-link")
def profile_link():
    """Profile link."""
    website = request.cookies.get("website", "")
    attempts = 1
    picked = "https://example.com"
    while attempts < 1:
        picked = website
        attempts += 1
    website = picked
    return '<a href="' + html.escape(website) + '">website</a>'
