from pathlib import Path

from flask import Flask, jsonify, request

app = Flask(__name__)

TEMPLATES = "/srv/app/templates"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/template-source")
def template_source():
    """Template source."""
    template = RequestParams(request).get("template")
    choices = {"fallback": "base.html", "requested": template}
    template = choices["requested"]
    target = (Path(TEMPLATES) / template).resolve()
    return jsonify({"source": target.read_text()})
