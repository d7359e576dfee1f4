from urllib.parse import urlsplit

from flask import Flask, redirect, request

app = Flask(__name__)
ALLOWED = {"app.example.com", ""}


@app.route("/continue")
def continue_to():
    target = request.args.get("next", "/")
    parts = urlsplit(target)
    if parts.netloc in ALLOWED and parts.scheme == "" and "\\" not in target:
        return redirect(target)
    return redirect("/")
