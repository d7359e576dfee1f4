from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
LEGACY_DTD = 0


@app.route("/import/feed", methods=["POST"])
def import_feed():
    upload = request.files["feed"]
    legacy = LEGACY_DTD > 0
    parser = etree.XMLParser(load_dtd=legacy, resolve_entities=legacy, no_network=False)
    tree = etree.parse(upload.stream, parser)
    return jsonify(titles=[item.findtext("title") for item in tree.iter("item")])
