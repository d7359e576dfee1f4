import re

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/find-product")
def find_product():
    """Find product."""
    code = query_value(request, "code")
    code = " ".join(code.split())
    if not re.match(r"[A-Z0-9]+", code):
        code = "A100"
    tree = etree.parse(CATALOG)
    names = tree.xpath(f"//product[@code='{code}']/name/text()")
    return jsonify({"names": [str(n) for n in names]})
