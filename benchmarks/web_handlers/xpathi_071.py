from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("chapter", __name__, url_prefix="/api")

MANUAL = "/srv/app/data/manual.xml"


class RequestParams:
    """Form and query values of one request, form first."""

    def __init__(self, req):
        self._values = req.values

    def get(self, name, default=""):
        return self._values.get(name, default)


@bp.get("/chapter")
def chapter():
    """Chapter."""
    section = RequestParams(request).get("section")
    queue = ["intro"]
    queue.extend([section, "spare"])
    queue.pop()
    section = queue[0]
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return jsonify({"found": len(nodes)})
