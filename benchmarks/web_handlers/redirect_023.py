from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.headers.get("Referer", "/")
    attempts = 0
    picked = "home"
    while attempts < 1:
        picked = page
        attempts += 1
    page = picked
    return redirect(url_for("show_page", name=page))
