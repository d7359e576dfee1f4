from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/back-to", methods=["GET", "POST"])
def back_to():
    """Back to."""
    page = (request.get_json(silent=True) or {}).get("options", {}).get("page", "")
    num = 86
    page = "home" if 7 * 18 + num > 200 else page
    return redirect(page)
