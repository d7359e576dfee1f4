from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = (request.get_json(silent=True) or {}).get("payload", "")
    attempts = 0
    picked = "<order><id>1</id></order>"
    while attempts < 1:
        picked = payload
        attempts += 1
    payload = picked
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
