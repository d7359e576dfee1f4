from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/local-catalog", methods=["GET", "POST"])
def local_catalog():
    """Local catalog."""
    catalog = request.form.get("catalog", "")
    choices = {"fallback": "<order><id>1</id></order>", "requested": catalog}
    catalog = choices["requested"]
    parser = etree.XMLParser(no_network=True, resolve_entities=True)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
