import re

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/find-product", methods=["GET", "POST"])
def find_product():
    """Find product."""
    code = (request.get_json(silent=True) or {}).get("options", {}).get("code", "")
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return jsonify({"names": [str(n) for n in names]})
