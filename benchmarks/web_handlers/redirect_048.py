from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.args.get("page", "")
    requested, fallback = page, "home"
    page = requested or fallback
    return redirect(page)
