from flask import Flask, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/search")
def search():
    """Search."""
    q = query_value(request, "q")
    candidates = ["shoes"]
    candidates.append(q)
    q = candidates[-1]
    return "<h1>Results for " + q + "</h1>"
