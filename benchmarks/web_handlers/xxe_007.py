from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.form.get("payload", "")
    requested, fallback = payload, "<order><id>1</id></order>"
    payload = requested or fallback
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
