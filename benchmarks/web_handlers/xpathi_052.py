from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG = "/srv/app/data/catalog.xml"


@app.route("/price-of")
def price_of():
    """Price of."""
    product = request.args.to_dict().get("product", "")
    source = "auto"
    match source:
        case "manual":
            chosen = product
        case _:
            chosen = "pen"
    product = chosen
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return jsonify({"prices": [str(p) for p in prices]})
