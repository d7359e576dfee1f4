from urllib.parse import quote

from flask import Flask, request

app = Flask(__name__)


@app.get("/share")
def share():
    topic = request.args.get("topic", "news")
    link = "/search?q=" + quote(topic, safe="/")
    return '<p>Share this: <a href="' + link + '">' + link + "</a></p>"
