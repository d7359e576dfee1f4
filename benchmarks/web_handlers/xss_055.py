from flask import Flask, request

app = Flask(__name__)


@app.route("/tag-list")
def tag_list():
    """Tag list."""
    tags = request.args.get("tags", "")
    requested, fallback = tags, "new,popular"
    tags = requested or fallback
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
