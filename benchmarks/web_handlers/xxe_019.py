import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from flask import Blueprint, jsonify, request

bp = Blueprint("parse_invoice", __name__, url_prefix="/api")


@bp.post("/parse-invoice")
def parse_invoice():
    """Parse invoice."""
    invoice = (request.get_json(silent=True) or {}).get("invoice", "")
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    document = minidom.parseString(invoice, parser=sax_parser)
    return jsonify({"lines": len(document.getElementsByTagName("line"))})
