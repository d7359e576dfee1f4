from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/tags")
def tags():
    raw = request.args.get("tags", "")
    page = "<h1>Tags</h1><ul>"
    for tag in raw.split(","):
        page += "<li>%s</li>" % escape(tag.strip())
    page += "</ul>"
    return page
