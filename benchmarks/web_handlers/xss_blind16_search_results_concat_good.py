from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)
NAMES = ["Red chair", "Blue table", "Green lamp"]


def find_items(query):
    return [name for name in NAMES if query.lower() in name.lower()]


@app.get("/search")
def search():
    q = request.args.get("q", "")
    html = "<h1>Results for " + str(escape(q)) + "</h1><ul>"
    for item in find_items(q):
        html += f"<li>{item}</li>"
    return html + "</ul>"
