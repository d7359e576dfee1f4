from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/back-to", methods=["GET", "POST"])
def back_to():
    """Back to."""
    page = request.form.get("page", "")
    choices = {"fallback": "home", "requested": page}
    page = choices["requested"]
    return redirect(url_for("show_page", name=page))
