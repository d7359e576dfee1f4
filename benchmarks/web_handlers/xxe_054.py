from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/local-catalog", methods=["GET", "POST"])
def local_catalog():
    """Local catalog."""
    catalog = request.files["catalog"].read().decode()
    for part in catalog.split(","):
        if part:
            catalog = part.strip()
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
