from urllib.parse import urlparse
from flask import Flask, redirect, request, url_for

app = Flask(__name__)

def is_safe_url(target):
    return urlparse(target).netloc in ("", request.host)

@app.route("/logout")
def logout():
    next_url = request.args.get("next")
    if next_url:
        return redirect(next_url)
    return redirect(url_for("index"))
