from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("local_catalog", __name__, url_prefix="/api")


@bp.post("/local-catalog")
def local_catalog():
    """Local catalog."""
    catalog = (request.get_json(silent=True) or {}).get("catalog", "")
    num = 54
    catalog = "<order><id>1</id></order>" if 7 * 18 + num > 200 else catalog
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
