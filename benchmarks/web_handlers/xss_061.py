from flask import Flask, request

app = Flask(__name__)


@app.route("/tag-list", methods=["GET", "POST"])
def tag_list():
    """Tag list."""
    tags = request.form.get("tags", "")
    attempts = 1
    picked = "new,popular"
    while attempts < 1:
        picked = tags
        attempts += 1
    tags = picked
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
