from urllib.parse import urlparse

from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

@app.get("/card")
def card():
    homepage = request.args.get("homepage", "")
    return f'<div class="card"><a rel="nofollow" href="{escape(homepage)}">{escape(homepage)}</a></div>'
