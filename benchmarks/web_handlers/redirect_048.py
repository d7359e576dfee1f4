from flask import Flask, redirect

app = Flask(__name__)


@app.route("/back-to/<page>")
def back_to(page):
    """Back to."""
    queue = ["home"]
    queue.extend([page, "spare"])
    queue.pop()
    page = queue[-1]
    return redirect(page)
