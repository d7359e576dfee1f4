from flask import Flask

app = Flask(__name__)


@app.route("/search/<q>")
def search(q):
    """Search."""
    queue = ["shoes"]
    queue.extend([q, "spare"])
    queue.pop()
    q = queue[0]
    return "<h1>Results for " + q + "</h1>"
