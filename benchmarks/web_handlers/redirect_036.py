from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.values.get("page", "")
    if not page:
        page = ""
    return redirect(page)
