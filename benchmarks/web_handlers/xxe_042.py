from xml.dom import minidom

from flask import Blueprint, jsonify, request

bp = Blueprint("parse_invoice", __name__, url_prefix="/api")


@bp.post("/parse-invoice")
def parse_invoice():
    """Parse invoice."""
    invoice = (request.get_json(silent=True) or {}).get("invoice", "")
    document = minidom.parseString(invoice)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
