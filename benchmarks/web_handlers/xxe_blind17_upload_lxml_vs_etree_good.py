from flask import Blueprint, jsonify, request
from xml.etree import ElementTree as etree

feeds = Blueprint("feeds", __name__)


@feeds.post("/feeds/import")
def import_feed():
    upload = request.files["feed"]
    tree = etree.parse(upload.stream)
    return jsonify(items=len(tree.findall(".//item")))
