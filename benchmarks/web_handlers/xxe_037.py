from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.files["payload"].read().decode()
    payload = "%s" % payload.strip()
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
