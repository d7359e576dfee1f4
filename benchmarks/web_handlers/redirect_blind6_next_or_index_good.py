from urllib.parse import urlsplit

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.post("/login")
def login():
    next_url = request.args.get("next")
    if not next_url or urlsplit(next_url).netloc:
        next_url = url_for("index")
    return redirect(next_url)
