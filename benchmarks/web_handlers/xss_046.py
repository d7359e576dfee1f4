from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/search")
def search():
    """Search."""
    q = request.cookies.get("q", "")
    q = next(part for part in (q, "shoes") if part)
    return "<h1>Results for " + escape(q) + "</h1>"
