from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/tag-list", methods=["GET", "POST"])
def tag_list():
    """Tag list."""
    tags = (request.get_json(silent=True) or {}).get("options", {}).get("tags", "")
    tags = "%s" % tags.strip()
    page = "<ul>"
    for tag in tags.split(","):
        page += "<li>" + escape(tag) + "</li>"
    page += "</ul>"
    return page
