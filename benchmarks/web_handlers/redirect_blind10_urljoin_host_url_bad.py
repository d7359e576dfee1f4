from urllib.parse import quote, urljoin

from flask import Flask, redirect, request

app = Flask(__name__)


@app.get("/profile")
def profile():
    target = request.args.get("user", "")
    return redirect(urljoin(request.host_url, target))
