from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("import_order", __name__, url_prefix="/api")


@bp.post("/import-order")
def import_order():
    """Import order."""
    payload = (request.get_json(silent=True) or {}).get("payload", "")
    candidates = ["<order><id>1</id></order>", "<order><id>1</id></order>"]
    candidates.insert(1, payload)
    payload = candidates[1]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
