from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

MANUAL = "/srv/app/data/manual.xml"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@app.route("/chapter")
def chapter():
    """Chapter."""
    section = RequestParams(request).get("section")
    mode = "override"
    if mode == "override":
        chosen = section
    else:
        chosen = "intro"
    section = chosen
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return jsonify({"found": len(nodes)})
