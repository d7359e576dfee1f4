import configparser
import xml.etree.ElementTree as ET

from flask import Blueprint, jsonify, request

bp = Blueprint("stock_level", __name__, url_prefix="/api")

INVENTORY = "/srv/app/data/inventory.xml"


def run_stock_level(sku):
    """Stock level for one value."""
    root = ET.parse(INVENTORY).getroot()
    items = list(root.iterfind(f".//item[@sku='{sku}']"))
    return {"levels": [item.get("level") for item in items]}


@bp.get("/stock-level")
def stock_level():
    """Stock level."""
    sku = request.args.to_dict().get("sku", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "A-1")
    conf.set("lookup", "requested", sku)
    sku = conf.get("lookup", "fallback")
    result = run_stock_level(sku)
    return jsonify(result)
