import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/profile-link")
def profile_link():
    """Profile link."""
    website = request.args.to_dict().get("website", "")
    num = 86
    website = "https://example.com" if 7 * 18 + num > 200 else website
    return '<a href="' + html.escape(website) + '">website</a>'
