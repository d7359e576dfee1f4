from flask import Flask, jsonify
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/price-of/<product>")
def price_of(product):
    """Price of."""
    if not product:
        product = ""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return jsonify({"prices": [str(p) for p in prices]})
