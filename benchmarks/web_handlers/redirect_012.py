from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.values.get("page", "")
    candidates = ["home", "home"]
    candidates.insert(1, page)
    page = candidates[2]
    return redirect(page)
