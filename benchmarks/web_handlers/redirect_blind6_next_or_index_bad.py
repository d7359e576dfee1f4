from urllib.parse import urlsplit

from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.post("/login")
def login():
    next_url = request.args.get("next")
    return redirect(next_url or url_for("index"))
