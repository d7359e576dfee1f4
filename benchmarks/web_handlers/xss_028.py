from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/search")
def search():
    """Search."""
    q = request.args.get("q", "")
    candidates = [""]
    candidates.append(q)
    q = candidates[-1]
    return "<h1>Results for " + escape(q) + "</h1>"
