from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.route("/badge")
def badge():
    """Badge."""
    label = query_value(request, "label")
    label = value_or_default(label, "new", use_request=True)
    return str(Markup("<span class='badge'>{}</span>").format(label))
