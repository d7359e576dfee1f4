from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def run_import_order(payload):
    """Import order for one value."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.form.get("payload", "")
    for part in payload.split(","):
        if part:
            payload = part.strip()
    result = run_import_order(payload)
    return jsonify(result)
