from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.args.get("page", "")
    requested, fallback = page, "home"
    page = requested or fallback
    return redirect(url_for("show_page", name=page))
