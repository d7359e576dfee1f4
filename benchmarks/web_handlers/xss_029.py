from flask import Flask, request

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
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
