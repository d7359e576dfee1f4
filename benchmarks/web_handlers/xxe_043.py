from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/local-catalog", methods=["GET", "POST"])
def local_catalog():
    """Local catalog."""
    catalog = request.files["catalog"].read().decode()
    source = "manual"
    match source:
        case "manual":
            chosen = catalog
        case _:
            chosen = "<order><id>1</id></order>"
    catalog = chosen
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
