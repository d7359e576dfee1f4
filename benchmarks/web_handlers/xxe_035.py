from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/local-catalog", methods=["GET", "POST"])
def local_catalog():
    """Local catalog."""
    catalog = request.files["catalog"].read().decode()
    requested, fallback = catalog, "<order><id>1</id></order>"
    catalog = requested or fallback
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
