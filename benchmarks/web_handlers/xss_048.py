import base64

from flask import Flask, make_response, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/greet")
def greet():
    """Greet."""
    name = query_value(request, "name")
    name = base64.urlsafe_b64decode(name.encode()).decode()
    return make_response(f"<p>Hello {name}</p>")
