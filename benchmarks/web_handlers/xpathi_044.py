import configparser

from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("chapter", __name__, url_prefix="/api")

MANUAL = "/srv/app/data/manual.xml"


@bp.get("/chapter")
def chapter():
    """Chapter."""
    section = request.args.get("section", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "intro")
    conf.set("lookup", "requested", section)
    section = conf.get("lookup", "requested")
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return jsonify({"found": len(nodes)})
