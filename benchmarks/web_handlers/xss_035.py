import base64

from flask import Flask, render_template_string, request

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/welcome")
def welcome():
    """Welcome."""
    name = query_value(request, "name")
    name = base64.urlsafe_b64decode(name.encode()).decode()
    return render_template_string("<p>Welcome {{ name }}</p>", name=name)
