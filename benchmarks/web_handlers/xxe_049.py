from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@app.route("/local-catalog", methods=["GET", "POST"])
def local_catalog():
    """Local catalog."""
    catalog = request.form.get("catalog", "")
    catalog = normalise(catalog)
    parser = etree.XMLParser(no_network=True, resolve_entities=False)
    root = etree.fromstring(catalog.encode(), parser)
    return jsonify({"entries": len(root)})
