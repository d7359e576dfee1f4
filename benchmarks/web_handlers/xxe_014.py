from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import-order")
def import_order():
    """Import order."""
    payload = request.values.get("payload", "")
    queue = ["<order><id>1</id></order>"]
    queue.extend([payload, "spare"])
    queue.pop()
    payload = queue[-1]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
