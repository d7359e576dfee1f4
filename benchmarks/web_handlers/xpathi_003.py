import re

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/find-product")
def find_product():
    """Find product."""
    code = request.headers.get("X-Code", "")
    queue = ["A100"]
    queue.extend([code, "spare"])
    queue.pop()
    code = queue[-1]
    if not re.fullmatch(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return jsonify({"names": [str(n) for n in names]})
