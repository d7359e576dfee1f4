import re

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


def price_query(sku):
    if not re.fullmatch("[A-Z0-9-]{1,16}", sku):
        abort(400)
    return f"/catalog/item[sku='{sku}']/price/text()"


@app.route("/catalog/price", methods=["POST"])
def price():
    sku = request.form.get("sku", "")
    find = etree.XPath(price_query(sku))
    return jsonify(prices=[str(value) for value in find(CATALOG)])
