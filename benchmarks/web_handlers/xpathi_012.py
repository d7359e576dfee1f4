from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

MANUAL = "/srv/app/data/manual.xml"


@app.route("/chapter")
def chapter():
    """Chapter."""
    section = request.cookies.get("section", "")
    section = "%s" % section.strip()
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id=$section]"
    nodes = doc.getroot().xpath(expression, section=section)
    return jsonify({"found": len(nodes)})
