from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("price_of", __name__, url_prefix="/api")

CATALOG = "/srv/app/data/catalog.xml"


@bp.get("/price-of")
def price_of():
    """Price of."""
    product = request.cookies.get("product", "")
    product = f"{product.strip()}"
    tree = etree.parse(CATALOG)
    prices = tree.xpath("//item[name/text()='{}']/price/text()".format(product))
    return jsonify({"prices": [str(p) for p in prices]})
