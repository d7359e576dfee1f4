from flask import Flask, request
from markupsafe import Markup

app = Flask(__name__)


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/badge")
def badge():
    """Badge."""
    label = RequestParams(request).get("label")
    mode = "fixed"
    if mode == "override":
        chosen = label
    else:
        chosen = "new"
    label = chosen
    return str(Markup(f"<span class='badge'>{label}</span>"))
