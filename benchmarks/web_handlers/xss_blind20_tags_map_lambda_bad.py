from flask import Flask, request

app = Flask(__name__)


@app.route("/tags")
def tags():
    raw = request.args.get("tags", "")
    items = map(lambda t: f"<li>{t.strip()}</li>", filter(None, raw.split(",")))
    return "<ul>" + "".join(items) + "</ul>"
