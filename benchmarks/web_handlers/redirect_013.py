from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/back-to")
def back_to():
    """Back to."""
    page = request.values.get("page", "")
    source = "manual"
    match source:
        case "manual":
            chosen = page
        case _:
            chosen = "home"
    page = chosen
    return redirect(url_for("show_page", name=page))
