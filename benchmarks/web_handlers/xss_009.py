from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    """Search."""
    q = request.cookies.get("q", "")
    queue = ["shoes"]
    queue.extend([q, "spare"])
    queue.pop()
    q = queue[0]
    return "<h1>Results for " + q + "</h1>"
