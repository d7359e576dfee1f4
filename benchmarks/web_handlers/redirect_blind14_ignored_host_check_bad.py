from urllib.parse import urlparse

from flask import Flask, redirect, request

app = Flask(__name__)
ALLOWED_HOSTS = frozenset({"example.com", "www.example.com"})


@app.get("/out")
def outbound():
    target = request.args.get("to", "/")
    allowed = urlparse(target).netloc in ALLOWED_HOSTS
    return redirect(target)
