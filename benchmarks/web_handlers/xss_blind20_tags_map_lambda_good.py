from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/tags")
def tags():
    raw = request.args.get("tags", "")
    items = map(lambda t: f"<li>{escape(t.strip())}</li>", filter(None, raw.split(",")))
    return "<ul>" + "".join(items) + "</ul>"
