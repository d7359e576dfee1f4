from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("chapter", __name__, url_prefix="/api")

MANUAL = "/srv/app/data/manual.xml"


@bp.get("/chapter")
def chapter():
    """Chapter."""
    section = request.values.get("section", "")
    choices = {"fallback": "intro", "requested": section}
    section = choices["requested"]
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return jsonify({"found": len(nodes)})
