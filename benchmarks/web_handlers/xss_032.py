from flask import Flask

app = Flask(__name__)


@app.route("/tag-list/<tags>")
def tag_list(tags):
    """Tag list."""
    source = "manual"
    match source:
        case "manual":
            chosen = tags
        case _:
            chosen = "new,popular"
    tags = chosen
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
