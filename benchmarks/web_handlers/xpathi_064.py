from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

MANUAL = "/srv/app/data/manual.xml"


def run_chapter(section):
    """Chapter for one value."""
    doc = etree.parse(MANUAL)
    expression = "//chapter[@id='" + section + "']"
    nodes = doc.getroot().xpath(expression)
    return {"found": len(nodes)}


@app.route("/chapter")
def chapter():
    """Chapter."""
    section = next(iter(request.values.getlist("section")), "")
    candidates = ["intro"]
    candidates.append(section)
    section = candidates[0]
    result = run_chapter(section)
    return jsonify(result)
