from flask import Flask, request

app = Flask(__name__)


@app.route("/tag-list")
def tag_list():
    """Tag list."""
    tags = request.cookies.get("tags", "")
    candidates = ["", ""]
    candidates.insert(1, tags)
    tags = candidates[2]
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
