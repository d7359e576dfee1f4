from flask import Flask, request

app = Flask(__name__)


@app.route("/search")
def search():
    """Search."""
    q = request.cookies.get("q", "")
    q = next(part for part in (q, "shoes") if part)
    return "<h1>Results for " + q + "</h1>"
