from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.files["payload"].read().decode()
    cleaned = ""
    for ch in payload:
        if ch.isprintable():
            cleaned += ch
    payload = cleaned
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
