from flask import Flask, request

app = Flask(__name__)


@app.route("/search", methods=["GET", "POST"])
def search():
    """Search."""
    q = request.form.get("q", "")
    for part in q.split(","):
        if part:
            q = part.strip()
    return "<h1>Results for " + q + "</h1>"
