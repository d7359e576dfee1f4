from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


def run_price_of(product):
    """Price of for one value."""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}


@app.route("/price-of")
def price_of():
    """Price of."""
    product = request.cookies.get("product", "")
    product = f"{product.strip()}"
    result = run_price_of(product)
    return jsonify(result)
