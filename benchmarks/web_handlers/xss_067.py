from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/search", methods=["GET", "POST"])
def search():
    """Search."""
    q = (request.get_json(silent=True) or {}).get("q", "")
    q = normalise(q)
    return "<h1>Results for " + escape(q) + "</h1>"
