from flask import Flask, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/tag-list")
def tag_list():
    """Tag list."""
    tags = query_value(request, "tags")
    tags = tags.strip()
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + tag + "</li>"
    page += "</ul>"
    return page
