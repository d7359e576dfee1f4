import re

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/price-of")
def price_of():
    """Price of."""
    product = query_value(request, "product")
    attempts = 0
    picked = "pen"
    while attempts < 1:
        picked = product
        attempts += 1
    product = picked
    if not re.fullmatch(r"[A-Za-z0-9 _-]{1,40}", product):
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return jsonify({"prices": [str(p) for p in prices]})
