from flask import Flask, request

app = Flask(__name__)


@app.route("/tags")
def tags():
    raw = request.args.get("tags", "")
    page = "<h1>Tags</h1><ul>"
    for tag in raw.split(","):
        page += "<li>%s</li>" % tag.strip()
    page += "</ul>"
    return page
