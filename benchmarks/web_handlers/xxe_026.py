from flask import Blueprint, jsonify, request
from lxml import etree

bp = Blueprint("import_order", __name__, url_prefix="/api")


@bp.post("/import-order")
def import_order():
    """Import order."""
    payload = request.files["payload"].read().decode()
    queue = ["<order><id>1</id></order>"]
    queue.extend([payload, "spare"])
    queue.pop()
    payload = queue[-1]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
