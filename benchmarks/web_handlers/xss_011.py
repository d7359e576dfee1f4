from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/tag-list")
def tag_list():
    """Tag list."""
    tags = request.cookies.get("tags", "")
    for part in tags.split(","):
        if part:
            tags = part.strip()
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + escape(tag) + "</li>"
    page += "</ul>"
    return page
