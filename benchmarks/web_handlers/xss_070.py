from flask import Flask, request

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/search", methods=["GET", "POST"])
def search():
    """Search."""
    q = (request.get_json(silent=True) or {}).get("q", "")
    q = normalise(q)
    return "<h1>Results for " + q + "</h1>"
