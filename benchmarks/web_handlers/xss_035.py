from flask import Flask, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/preview")
def preview():
    """Preview."""
    title = query_value(request, "title")
    cleaned = ""
    for ch in title:
        if ch.isprintable():
            cleaned += ch
    title = cleaned
    response = make_response("<h2>Preview</h2>")
    response.headers["X-Preview"] = title
    return response
