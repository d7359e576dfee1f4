from flask import Flask

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/search/<q>")
def search(q):
    """Search."""
    q = value_or_default(q, "shoes", use_request=True)
    return "<h1>Results for " + q + "</h1>"
