from flask import Blueprint, jsonify, request
from lxml import etree

feeds = Blueprint("feeds", __name__)


@feeds.post("/feeds/import")
def import_feed():
    upload = request.files["feed"]
    tree = etree.parse(upload.stream, etree.XMLParser(load_dtd=True, resolve_entities=True))
    return jsonify(items=len(tree.findall(".//item")))
