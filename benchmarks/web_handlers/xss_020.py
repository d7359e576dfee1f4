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
    num = 86
    label = "new" if 7 * 18 + num > 200 else label
    return str(Markup(f"<span class='badge'>{label}</span>"))
