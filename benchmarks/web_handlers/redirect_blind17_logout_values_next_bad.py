from urllib.parse import urlsplit

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/logout", methods=["GET", "POST"])
def logout():
    target = request.values.get("next") or "/"
    resp = redirect(target)
    resp.delete_cookie("sid")
    return resp
