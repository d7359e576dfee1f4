from html import escape
from urllib.parse import urlparse

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/profile/card", methods=["POST"])
def card():
    site = request.form.get("website", "")
    nick = escape(request.form.get("nick", "anonymous"))
    if urlparse(site).scheme not in ("http", "https"):
        site = "#"
    body = f'<div class="card"><b>{nick}</b> <a href="{escape(site)}">website</a></div>'
    return make_response(body)
