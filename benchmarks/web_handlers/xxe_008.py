from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/import-order", methods=["GET", "POST"])
def import_order():
    """Import order."""
    payload = request.files["payload"].read().decode()
    payload = normalise(payload)
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return jsonify({"id": doc.findtext("id")})
