from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("price_of", __name__, url_prefix="/api")

CATALOG = "/srv/app/data/catalog.xml"


def run_price_of(product):
    """Price of for one value."""
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return {"prices": [str(p) for p in prices]}


@bp.post("/price-of")
def price_of():
    """Price of."""
    product = request.form.get("product", "")
    product = "%s" % product.strip()
    result = run_price_of(product)
    return jsonify(result)
